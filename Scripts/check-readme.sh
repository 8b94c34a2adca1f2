#!/usr/bin/env bash
# Compiles the README's Swift blocks against this package, the way a newcomer would paste
# them, and runs the tests among them, so the first code a newcomer reads keeps working.
# Each block is its own file with exactly the imports it writes (Scripts/doc-snippets.py
# says what is left out and why). The scratch package lives in .build/readme-check.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
work=".build/readme-check"
python3 Scripts/doc-snippets.py . "$work" README.md
swift build --package-path "$work" --build-tests -Xswiftc -warnings-as-errors
swift test --package-path "$work" --skip-build
