#!/usr/bin/env bash
# Builds the StateContainer benchmarks in release mode and runs them.
#
#   Benchmarks/run.sh            the full suite (the published numbers)
#   Benchmarks/run.sh --quick    a reduced run, under three minutes on two cores, build included
#
# Further options go to the benchmark executable: --suite transitions|clock|sleepers|memory|events|routes|deeplinks|navigation|restore
# (repeatable) runs only those suites; --strict exits with status 1 when a figure misses its goal.
# The report is markdown on standard output and ends with one `figure: NAME = VALUE` line per
# figure; progress goes to standard error. Nothing needs installing beyond Swift 6.2 or later.
set -euo pipefail
cd "$(dirname "$0")"
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

# The full run also compares the route matcher with Hummingbird's router, whose build takes
# minutes; the quick run leaves Hummingbird out (see Package.swift).
case " $* " in
  *" --quick "*) unset STATECONTAINER_BENCHMARKS_HUMMINGBIRD ;;
  *) export STATECONTAINER_BENCHMARKS_HUMMINGBIRD=1 ;;
esac

start=$SECONDS
swift build -c release --product StateContainerBenchmarks >&2
echo "Built in $((SECONDS - start)) s (swift build -c release, $(nproc 2>/dev/null || echo '?') cores)."
echo
.build/release/StateContainerBenchmarks "$@"
