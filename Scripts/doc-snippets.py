#!/usr/bin/env python3
"""Turns the ```swift blocks of Documentation.docc into a package whose tests compile and
run them, so every snippet in the docs is checked against the library.

    python3 Scripts/doc-snippets.py ROOT OUT

Each page's blocks, in order, become one file of a test target named after the page;
its imports are hoisted. A block is left out when it is a package manifest or when its
first line is `// Not compiled`. Snippets with `@Test` functions run as tests."""
import os
import re
import shutil
import sys

root, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
catalog = os.path.join(root, "Documentation.docc")
targets = []
shutil.rmtree(os.path.join(out, "Tests"), ignore_errors=True)
for folder, _, files in sorted(os.walk(catalog)):
    for file in sorted(f for f in files if f.endswith(".md")):
        text = open(os.path.join(folder, file), encoding="utf-8").read()
        blocks = re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M)
        blocks = [b for b in blocks if "Package(" not in b and not b.startswith("// Not compiled")]
        if not blocks:
            continue
        page = os.path.relpath(os.path.join(folder, file[:-3]), catalog)
        name = "Snippets" + re.sub(r"\W", "", os.path.basename(page))
        while name in targets:
            name += "_"
        imports, body = {"import StateContainer", "import Testing"}, []
        for block in blocks:
            for line in block.splitlines():
                (imports.add(line) if re.match(r"^(@testable )?import ", line) else body.append(line))
            body.append("")
        os.makedirs(os.path.join(out, "Tests", name), exist_ok=True)
        with open(os.path.join(out, "Tests", name, name + ".swift"), "w", encoding="utf-8") as f:
            f.write("// Generated from Documentation.docc/%s.md\n" % page)
            f.write("\n".join(sorted(imports)) + "\n\n" + "\n".join(body))
        targets.append(name)

package = os.path.basename(root)
with open(os.path.join(out, "Package.swift"), "w", encoding="utf-8") as f:
    f.write(
        "// swift-tools-version: 6.2\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '  name: "DocSnippets",\n'
        "  platforms: [.macOS(.v15), .iOS(.v18)],\n"
        "  dependencies: [.package(path: %s)],\n"
        "  targets: [\n%s\n  ],\n"
        "  swiftLanguageModes: [.v6]\n"
        ")\n"
        % (
            '"%s"' % root,
            "\n".join(
                '    .testTarget(name: "%s", dependencies: [.product(name: "StateContainer", package: "%s")]),'
                % (t, package)
                for t in targets
            ),
        )
    )
print("%d pages with snippets: %s" % (len(targets), ", ".join(targets)))
