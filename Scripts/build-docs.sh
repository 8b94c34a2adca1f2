#!/usr/bin/env bash
# Builds the DocC archive of the StateContainer library without the DocC plugin, with
# warnings as errors: any warning from the compiler or from docc fails the script. Then
# compiles every swift snippet of the catalog and runs the tests among them.
#
#   bash Scripts/build-docs.sh [OUTPUT-DIR]     # default: .docc-build
#
# The symbol graphs come from a build of the library alone in its own scratch folder
# (.build/docs), so the folder docc reads holds only the library's own graphs and the
# package's main build is not invalidated by the extra compiler flags.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

output="${1:-.docc-build}"
scratch=".build/docs"
graphs="$scratch/symbol-graphs"

# The compiler writes graphs only when it compiles: start over whenever a source is newer
# than the graphs, so no graph of a symbol that no longer exists is left behind.
if [ ! -f "$graphs/StateContainer.symbols.json" ] ||
  [ -n "$(find Sources/StateContainer Package.swift -newer "$graphs/StateContainer.symbols.json" -print -quit)" ]; then
  rm -rf "$scratch"
fi
mkdir -p "$graphs"

swift build --scratch-path "$scratch" --target StateContainer \
  -Xswiftc -warnings-as-errors \
  -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"

rm -rf "$output"
mkdir -p "$output"
docc convert Documentation.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name StateContainer \
  --fallback-bundle-identifier StateContainer \
  --warnings-as-errors \
  --output-path "$output/StateContainer.doccarchive"

echo "Documentation built: $output/StateContainer.doccarchive"

# Every ```swift block of the catalog must compile against the library as a file of its
# own, with only the imports it writes (Scripts/doc-snippets.py), and the tests among them
# must pass.
snippets=".build/doc-snippets"
python3 Scripts/doc-snippets.py . "$snippets"
swift test --package-path "$snippets" -Xswiftc -warnings-as-errors
echo "Documentation snippets compiled and passed."
