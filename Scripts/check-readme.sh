#!/usr/bin/env bash
# Compiles the README's Swift blocks as one test module against this package and runs its
# tests, so the first code a newcomer reads keeps working. The scratch package lives in
# .build/readme-check.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root="$PWD"
work=".build/readme-check"
mkdir -p "$work/Tests/ReadmeTests"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ReadmeCheck",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "StateContainer", path: "$root")],
  targets: [
    .testTarget(
      name: "ReadmeTests",
      dependencies: [.product(name: "StateContainer", package: "StateContainer")])
  ]
)
SWIFT
python3 - "$work/Tests/ReadmeTests/Readme.swift" <<'PY'
import re, sys
blocks = re.findall(r"```swift\n(.*?)```", open("README.md").read(), re.S)
imports = sorted({line for block in blocks for line in block.splitlines() if line.startswith("import ")})
body = "\n".join(
    "\n".join(line for line in block.splitlines() if not line.startswith("import ")) for block in blocks)
open(sys.argv[1], "w").write("\n".join(imports) + "\n\n" + body + "\n")
print(f"README: {len(blocks)} Swift blocks")
PY
swift build --package-path "$work" --build-tests -Xswiftc -warnings-as-errors
swift test --package-path "$work" --skip-build
