#!/usr/bin/env bash
# Runs the `stepperkit` CLI under AddressSanitizer + LeakSanitizer over real catalogs and the demo.
#
#   Sanitizers/asan.sh        (make asan)
#
# Environment: FUZZ_CORPUS (../shared/corpus). Builds into .build/asan; logs go to .build/asan/logs.
# Exit status 1 when any run reports a memory error or a leak, or exits other than expected.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
corpus=${FUZZ_CORPUS:-../shared/corpus}
work=.build/asan
logs=$work/logs
swift build --sanitize=address --scratch-path "$work" -Xswiftc -warnings-as-errors --product stepperkit
cli=$(swift build --sanitize=address --scratch-path "$work" --show-bin-path)/stepperkit
rm -rf "$logs" && mkdir -p "$logs"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Leaks are reported at exit; the suppressions file names the one-time allocations it accepts, and why.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1
export LSAN_OPTIONS=suppressions=$root/Sanitizers/lsan.supp:print_suppressions=1
# The Swift runtime's backtracer reads other threads' stacks, which AddressSanitizer reports; off.
export SWIFT_BACKTRACE=enable=no

failures=0
runs=0
# Runs the CLI with the given arguments; $1 is the exit statuses that count as a clean run (such as 0 or 0,1).
run() {
    local accepted=$1; shift
    local log=$logs/run-$((runs + 1)).log status=0
    runs=$((runs + 1))
    "$cli" "$@" > "$log.out" 2> "$log" || status=$?
    if grep -q -E 'ERROR: (AddressSanitizer|LeakSanitizer)' "$log" || [[ ",$accepted," != *",$status,"* ]]; then
        failures=$((failures + 1))
        echo "asan: FAILED (exit $status): stepperkit $*"
        grep -E 'ERROR: |SUMMARY: |^    #[0-9] ' "$log" | head -20 | sed 's/^/    /'
    fi
    # What LeakSanitizer matched against the suppressions, for the record.
    sed -n '/Suppressions used:/,/^-*$/p' "$log" >> "$logs/suppressions-used.log"
}

catalogs=(Localizations/*.xcstrings)
[ -d "$corpus/xcstrings" ] && catalogs+=("$corpus"/xcstrings/*.xcstrings)
for catalog in "${catalogs[@]}"; do
    copy=$scratch/$(basename "$catalog")
    cp "$catalog" "$copy"
    run 0 catalog roundtrip "$copy"
    run 0,1 catalog lint "$copy"
    run 0,1 catalog lint --json "$copy"
    run 0 catalog stats "$copy"
    run 0 catalog format --sort "$copy"
    run 0 catalog format --write "$copy"
done
run 0 demo --output-dir "$scratch/demo"
run 0 format currency 1234.5 --locale es_ES --currency EUR
run 0 render addToCart --locale es_ES
run 0 measure "Añadir al carrito" --width 80

echo "asan: $runs runs, $failures failed (logs in $logs)"
[ "$failures" -eq 0 ]
