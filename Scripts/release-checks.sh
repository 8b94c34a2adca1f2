#!/usr/bin/env bash
# Checks in a release build (swift build -c release) what only optimized code can break:
# receiving diagnostics (capture, addObserver, a RealTimeClock action) and the report of a
# runaway chain of transitions. Shares the benchmarks' release build, so after
# Benchmarks/run.sh it compiles one small file.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
swift build -c release --product ReleaseChecks >&2
.build/release/ReleaseChecks
