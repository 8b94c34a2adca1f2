#!/usr/bin/env bash
# Runs the tests under the address sanitizer and the thread sanitizer, each in its own
# scratch path (.build-asan, .build-tsan), with fewer random sequences than a plain
# `swift test` (STATECONTAINER_FUZZ_ITERATIONS, 500 unless set).
#
#   Scripts/sanitize.sh              # both
#   Scripts/sanitize.sh thread       # one
set -euo pipefail
cd "$(dirname "$0")/.."
export STATECONTAINER_FUZZ_ITERATIONS="${STATECONTAINER_FUZZ_ITERATIONS:-500}"
# The navigation suite is cheap, and checks that its sequences reached every case it names:
# a thousand reach them all.
export STATECONTAINER_NAV_FUZZ_ITERATIONS="${STATECONTAINER_NAV_FUZZ_ITERATIONS:-1000}"
# The library's internal consistency checks (StateContainer+Invariants.swift) are compiled in
# for these builds, which have scratch paths of their own: every test, the random sequences
# included, then checks the container's books after each public operation.
export STATECONTAINER_INTERNAL_CHECKS=1
# Fail on the first report, and say where both threads were.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}"
# No fake stacks: tests that measure stack depth (chains of transitions) read real frames.
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1:detect_stack_use_after_return=0}"
# Leak suppressions, each matched against the allocation's stack:
# - the XCTest runner that `swift test` starts first leaks a few objects of its own;
# - the weak-reference side table of an object still alive at exit is reachable only
#   through a tagged pointer in the object's header, which LeakSanitizer cannot read, so it
#   is reported; objects in real cycles are still reported through their own allocation.
# More patterns, one per line, may come in LSAN_EXTRA_SUPPRESSIONS.
suppressions="$(mktemp)"
trap 'rm -f "$suppressions"' EXIT
printf 'leak:libXCTest.so\nleak:formWeakReference\n%s\n' "${LSAN_EXTRA_SUPPRESSIONS:-}" >"$suppressions"
export LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0"

sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)

scratch_of() {
  case "$1" in
    address) echo .build-asan ;;
    thread) echo .build-tsan ;;
    *) echo "unknown sanitizer: $1 (address or thread)" >&2; exit 2 ;;
  esac
}

# Each build uses both cores: one after the other.
for sanitizer in "${sanitizers[@]}"; do
  start=$SECONDS
  printf '\n=== swift build --sanitize=%s\n' "$sanitizer"
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$(scratch_of "$sanitizer")"
  printf '=== built for the %s sanitizer in %ss\n' "$sanitizer" "$((SECONDS - start))"
done

# The random suites run in a process of their own: on two cores, under a sanitizer,
# sharing one process with them has starved the async clock tests past their hang guards
# (the sequences yield the main actor between steps, at background priority, yet the pool
# they share is small); every test still runs, under the same sanitizer. Each test process
# works mostly on its main actor, one core: the processes run in two lanes, one per core,
# each lane's output printed when it ends.
random='ModelBasedTests|NavigationModelTests|AppModelTests'
run() { # sanitizer, rest|random
  local sanitizer=$1 part=$2 start=$SECONDS
  local selection=(--skip "$random")
  [ "$part" = random ] && selection=(--filter "$random")
  printf '\n=== swift test --sanitize=%s (%s)\n' "$sanitizer" "$part"
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$(scratch_of "$sanitizer")" "${selection[@]}" 2>&1
  printf '=== %s sanitizer clean (%s) in %ss\n' "$sanitizer" "$part" "$((SECONDS - start))"
}
if [ ${#sanitizers[@]} -eq 2 ]; then
  lanes=("${sanitizers[1]} rest,${sanitizers[0]} random" "${sanitizers[0]} rest,${sanitizers[1]} random")
else
  lanes=("${sanitizers[0]} rest" "${sanitizers[0]} random")
fi
logs="$(mktemp -d)"
trap 'rm -f "$suppressions"; rm -rf "$logs"' EXIT
pids=()
for index in "${!lanes[@]}"; do
  (
    set -e
    IFS=, read -ra runs <<<"${lanes[$index]}"
    for entry in "${runs[@]}"; do run $entry; done
  ) >"$logs/lane$index" 2>&1 &
  pids+=($!)
done
status=0
for index in "${!pids[@]}"; do
  wait "${pids[$index]}" || status=1
  cat "$logs/lane$index"
done
exit $status
