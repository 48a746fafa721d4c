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
# gold warns once per ASan helper symbol ("Cannot export local symbol"): harmless, and hundreds of lines.
swift build --sanitize=address --scratch-path "$work" -Xswiftc -warnings-as-errors --product stepperkit 2>&1 \
    | grep -v 'Cannot export local symbol'
cli=$(swift build --sanitize=address --scratch-path "$work" --show-bin-path)/stepperkit
rm -rf "$logs" && mkdir -p "$logs"

# The toolchain check: do indirect enum cases still hide their boxes from LSan? (see lsan.supp)
swiftc -sanitize=address -o "$work/EnumPointerLeak" Sanitizers/EnumPointerLeak.swift 2>&1 | grep -v 'Cannot export local symbol' || true
enum_leaks=$(SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:exitcode=0 "$work/EnumPointerLeak" 2>&1 | grep -c 'leak of' || true)
if [ "$enum_leaks" -gt 0 ]; then
    echo "asan: Sanitizers/EnumPointerLeak.swift still reports $enum_leaks leaks on this toolchain: the CompiledText line of Sanitizers/lsan.supp applies"
else
    echo "asan: Sanitizers/EnumPointerLeak.swift reports nothing on this toolchain: the CompiledText line of Sanitizers/lsan.supp may go"
fi
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
        { grep -E 'error: |ERROR: |SUMMARY: |^    #[0-9] ' "$log" || true; } | head -20 | sed 's/^/    /'
    fi
    # What LeakSanitizer matched against the suppressions, for the record: "count bytes pattern" per run.
    awk -v run="$*" '/Suppressions used:/ { on = 1; next } on && /^-+$/ { on = 0 } on && $1 ~ /^[0-9]+$/ { print $1, $2, $3, "|", run }' \
        "$log" >> "$logs/suppressions-used.log"
}

catalogs=(Localizations/*.xcstrings)
[ -d "$corpus/xcstrings" ] && catalogs+=("$corpus"/xcstrings/*.xcstrings)
for catalog in "${catalogs[@]}"; do
    copy=$scratch/$(basename "$catalog")
    cp "$catalog" "$copy"
    chmod u+w "$copy"  # the corpus is read-only, and `format --write` rightly refuses to replace such a file
    run 0 catalog roundtrip "$copy"
    run 0,1 catalog lint "$copy"
    run 0,1 catalog lint --json "$copy"
    run 0 catalog stats "$copy"
    run 0 catalog format --sort "$copy"
    run 0 catalog format --write "$copy"
    run 0,1 check "$copy" --width 200 --format json --output "$scratch/check.json"
    run 0,1 check "$copy" --width 120 --line-limit 2 --pseudo --device iphone --format sarif --output "$scratch/check.sarif"
done
run 0 demo --output-dir "$scratch/demo"
run 0 format currency 1234.5 --locale es_ES --currency EUR
run 0 render addToCart --locale es_ES
run 0 measure "Añadir al carrito" --width 80
run 0 render addToCart --locale ar --format svg --theme mint --style mint --output "$scratch/render.svg"
run 0 render flyButton --locale es_ES --format transcript
run 0,1 audit --locales en_US,es_ES,ar --control-sizes all
run 0 plural 2 --locale ar
printf '1.234,5\n12\n' > "$scratch/numbers.txt"
run 0 parse - --locale es_ES < "$scratch/numbers.txt"
run 0 styles --theme midnight

# fontconfig's line claims a one-time allocation: every run that matched it matched the same number.
fontconfig_counts=$(awk '$3 == "libfontconfig.so.1" { print $1 " allocations, " $2 " bytes" }' "$logs/suppressions-used.log" | sort -u)
if [ "$(printf '%s' "$fontconfig_counts" | grep -c .)" -gt 1 ]; then
    failures=$((failures + 1))
    echo "asan: FAILED: fontconfig's suppressed memory differs between runs, so it is not one-time:"
    grep 'libfontconfig.so.1' "$logs/suppressions-used.log" | sed 's/^/    /'
fi
echo "asan: suppressed at exit (Sanitizers/lsan.supp), per pattern: runs, allocations, bytes:"
awk '{ runs[$3]++; count[$3] += $1; bytes[$3] += $2 } END { for (p in runs) printf "    %s: %d runs, %d allocations, %d bytes\n", p, runs[p], count[p], bytes[p] }' \
    "$logs/suppressions-used.log"
echo "asan: $runs runs, $failures failed (logs in $logs)"
[ "$failures" -eq 0 ]
