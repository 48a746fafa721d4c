#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer; fails on any report that Sanitizers/tsan.supp does not
# explain, or on a failing test.
#
#   Sanitizers/tsan.sh        (make tsan)
#
# Builds into .build/tsan; the full log is .build/tsan/tsan.log.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=.build/tsan
mkdir -p "$work"

# The toolchain check: does Mutex still hide its contended hand-off from TSan? (see tsan.supp)
swiftc -sanitize=thread -o "$work/MutexRace" Sanitizers/MutexRace.swift 2>&1 | grep -v 'Cannot export local symbol' || true
if SWIFT_BACKTRACE=enable=no TSAN_OPTIONS=exitcode=0 "$work/MutexRace" 2>&1 | grep -q 'WARNING: ThreadSanitizer'; then
    echo "tsan: Sanitizers/MutexRace.swift still reports a race on this toolchain: the Mutex suppressions apply"
else
    echo "tsan: Sanitizers/MutexRace.swift reports nothing on this toolchain: the Mutex lines of Sanitizers/tsan.supp may go"
fi

log=$work/tsan.log
status=0
# halt_on_error=0 reports every race, not the first; exitcode 66 (TSan's) when any was not suppressed.
SWIFT_BACKTRACE=enable=no \
TSAN_OPTIONS="suppressions=$root/Sanitizers/tsan.supp:print_suppressions=1:halt_on_error=0:exitcode=66" \
    swift test --sanitize=thread --scratch-path "$work" -Xswiftc -warnings-as-errors > "$log" 2>&1 || status=$?
reports=$(grep -c 'WARNING: ThreadSanitizer' "$log" || true)
suppressed=$(awk '/ThreadSanitizer: Matched/ { sum += $3 } END { print sum + 0 }' "$log")
sed -n 's/^.*\(Test run with .*\)$/tsan: \1/p; s/^\(Executed .* tests, with .*\)$/tsan: XCTest: \1/p' "$log"
echo "tsan: $reports unexplained reports, $suppressed explained by Sanitizers/tsan.supp (log: $log)"
if [ "$reports" -gt 0 ]; then
    grep -A12 'WARNING: ThreadSanitizer' "$log" | head -60
fi
[ "$status" -eq 0 ] && [ "$reports" -eq 0 ]
