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
# (The output is kept whole: `grep -q` closing the pipe early would fail the pipeline under pipefail.)
mutex_reports=$(SWIFT_BACKTRACE=enable=no TSAN_OPTIONS=exitcode=0 "$work/MutexRace" 2>&1 | grep -c 'WARNING: ThreadSanitizer' || true)
if [ "$mutex_reports" -gt 0 ]; then
    echo "tsan: Sanitizers/MutexRace.swift still reports $mutex_reports races on this toolchain: the Mutex suppressions apply"
else
    echo "tsan: Sanitizers/MutexRace.swift reports nothing on this toolchain: the Mutex lines of Sanitizers/tsan.supp may go"
fi

flags=(--sanitize=thread --scratch-path "$work" -Xswiftc -warnings-as-errors)
swift build --build-tests "${flags[@]}"

# The suppressions must fit the code: every pattern names functions that exist, and every `withLock` body
# (a closure of type `(inout sending Value) throws(E) -> sending Result`, mangled `…zYuYTXEfU…_`, or
# `…z_tYTXEfU…_` when the value is a tuple) is
# covered. A type renamed or moved to another module would otherwise leave its races unexplained, and
# only in runs where its lock happened to be contended.
symbols=$work/symbols.txt
nm "$(swift build "${flags[@]}" --show-bin-path)"/StepperKitPackageTests.xctest | awk '{ print $NF }' | sort -u > "$symbols"
patterns=()
while IFS= read -r line; do
    patterns+=("${line#race_top:}")
done < <(grep '^race_top:' Sanitizers/tsan.supp)
stale=0
regexes=()
for pattern in "${patterns[@]}"; do
    regex=${pattern//\*/.*}
    regexes+=("$regex")
    if ! grep -q -- "$regex" "$symbols"; then
        echo "tsan: Sanitizers/tsan.supp: race_top:$pattern matches no function of the test binary"
        stale=1
    fi
done
uncovered=$(grep -E '^\$s.*z(Yu|_t)YTXEfU[0-9]*_$' "$symbols" | grep -v -E "$(IFS='|'; echo "${regexes[*]}")" || true)
if [ -n "$uncovered" ]; then
    echo "tsan: these Mutex.withLock bodies have no line in Sanitizers/tsan.supp:"
    echo "$uncovered" | sed 's/^/    /'
    stale=1
fi
[ "$stale" -eq 0 ] || exit 1
echo "tsan: Sanitizers/tsan.supp: ${#patterns[@]} patterns, each matching a function; every withLock body covered"

log=$work/tsan.log
status=0
# halt_on_error=0 reports every race, not the first; exitcode 66 (TSan's) when any was not suppressed.
SWIFT_BACKTRACE=enable=no \
TSAN_OPTIONS="suppressions=$root/Sanitizers/tsan.supp:print_suppressions=1:halt_on_error=0:exitcode=66" \
    swift test --skip-build "${flags[@]}" > "$log" 2>&1 || status=$?
reports=$(grep -c 'WARNING: ThreadSanitizer' "$log" || true)
suppressed=$(awk '/ThreadSanitizer: Matched/ { sum += $3 } END { print sum + 0 }' "$log")
sed -n 's/^.*\(Test run with .*\)$/tsan: \1/p; s/^\(Executed .* tests, with .*\)$/tsan: XCTest: \1/p' "$log"
echo "tsan: $reports unexplained reports, $suppressed explained by Sanitizers/tsan.supp (log: $log)"
grep -A8 'ThreadSanitizer: Matched' "$log" | grep 'race_top:' | awk '{ count[$2] += $1 } END { for (p in count) printf "    %5d %s\n", count[p], p }' | sort -rn || true
if [ "$reports" -gt 0 ]; then
    grep -A12 'WARNING: ThreadSanitizer' "$log" | head -60
fi
[ "$status" -eq 0 ] && [ "$reports" -eq 0 ]
