#!/usr/bin/env python3
"""Turns the ```swift blocks of markdown pages into a package whose tests compile and run
them, the way a user would paste them: every snippet in the docs is checked against the
library as written.

    python3 Scripts/doc-snippets.py ROOT OUT [PAGE.md ...]

With no PAGE, the pages are every .md file of ROOT/Documentation.docc.

- Each page becomes one test target (`Snippets<Page>`), so the blocks of a page share a
  module, as they would in a user's module: a type defined in one block can be used in a
  later block of the same page.
- Except when the page's tests import the app's module, as a user's test target must
  (`@testable import Inbox`): then the blocks that write that import form a test target
  `InboxTests`, and the page's other blocks the module `Inbox` it tests.
- Each block becomes its own .swift file in that target, with exactly the imports it
  writes and nothing added: Swift imports are per file, so a block that uses the library
  without `import StateContainer`, or `@Test` without `import Testing`, fails to compile
  here as it would for a user. The only line added is a comment naming the block's page
  and line. The module is built with the upcoming feature `MemberImportVisibility`, so
  not even a member of a type can be used from a file that does not import its module.
- A block must therefore be whole Swift declarations (a file's worth of code: no
  top-level statements). Two kinds of blocks are left out, and only these:
    - a package manifest (a block that contains `Package(`);
    - a block whose first line is `// Not compiled`: a fragment shown for its shape
      (keep these few, and prefer a whole declaration that compiles).
- Snippets with `@Test` functions run as tests (`swift test --package-path OUT`).
"""
import os
import re
import shutil
import sys

root, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
pages = [os.path.abspath(p) for p in sys.argv[3:]]
if not pages:
    catalog = os.path.join(root, "Documentation.docc")
    for folder, _, files in sorted(os.walk(catalog)):
        pages += [os.path.join(folder, f) for f in sorted(files) if f.endswith(".md")]

BLOCK = re.compile(r"^```swift\n(.*?)^```", re.S | re.M)
targets, compiled, manifests, fragments = [], 0, 0, []
for kind in ("Sources", "Tests"):
    shutil.rmtree(os.path.join(out, kind), ignore_errors=True)
for path in pages:
    text = open(path, encoding="utf-8").read()
    page = os.path.relpath(path, root)
    name = "Snippets" + re.sub(r"\W", "", os.path.splitext(os.path.basename(path))[0])
    while any(name == t[0] for t in targets):
        name += "_"
    files = []
    for match in BLOCK.finditer(text):
        block, line = match.group(1), text.count("\n", 0, match.start(1)) + 1
        if "Package(" in block:
            manifests += 1
        elif block.startswith("// Not compiled"):
            fragments.append("%s:%d" % (page, line))
        else:
            files.append((block, "// Generated from %s, line %d\n" % (page, line) + block))
    if not files:
        continue
    tested = {m for block, _ in files for m in re.findall(r"^@testable import (\w+)$", block, re.M)}
    if len(tested) > 1:
        sys.exit("%s: the tests import more than one module of the page: %s" % (page, sorted(tested)))
    if tested:
        module = tested.pop()
        tests = [f for f in files if re.search(r"^@testable import %s$" % module, f[0], re.M)]
        layout = [
            (module, "Sources", [f for f in files if f not in tests], None),
            (module + "Tests", "Tests", tests, module),
        ]
    else:
        layout = [(name, "Tests", files, None)]
    for target, kind, members, tests in layout:
        if any(target == t[0] for t in targets):
            sys.exit("%s: a target named %s already exists" % (page, target))
        folder = os.path.join(out, kind, target)
        os.makedirs(folder, exist_ok=True)
        for index, (_, contents) in enumerate(members, start=1):
            with open(os.path.join(folder, "Block%02d.swift" % index), "w", encoding="utf-8") as f:
                f.write(contents)
        targets.append((target, kind, tests))
        compiled += len(members)

# Name the library's package by its identity (the last component of its path), so the
# check works whatever the checkout's folder is called.
package = os.path.basename(root)
with open(os.path.join(out, "Package.swift"), "w", encoding="utf-8") as f:
    f.write(
        "// swift-tools-version: 6.2\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '  name: "DocSnippets",\n'
        '  platforms: [.macOS("15.4"), .iOS("18.4")],\n'
        "  dependencies: [.package(path: %s)],\n"
        "  targets: [\n%s\n  ],\n"
        "  swiftLanguageModes: [.v6]\n"
        ")\n"
        % (
            '"%s"' % root,
            "\n".join(
                '    .%s(\n'
                '      name: "%s",\n'
                '      dependencies: [%s.product(name: "StateContainer", package: "%s")],\n'
                '      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),'
                % ("testTarget" if kind == "Tests" else "target", t, '"%s", ' % tests if tests else "", package)
                for t, kind, tests in targets
            ),
        )
    )
print(
    "%d blocks compiled, one file each, in %d target(s) (%s); left out: %d package manifests, "
    "%d marked `// Not compiled`%s"
    % (
        compiled,
        len(targets),
        ", ".join(t for t, _, _ in targets),
        manifests,
        len(fragments),
        (" (" + ", ".join(fragments) + ")") if fragments else "",
    )
)
