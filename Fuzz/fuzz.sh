#!/usr/bin/env bash
# Builds StepperKit's libFuzzer targets (fuzzer + AddressSanitizer) and runs each for a bounded time.
#
#   Fuzz/fuzz.sh [TARGET…]          all targets when none is named
#
# Environment: FUZZ_SECONDS (60, per target) and FUZZ_CORPUS (../shared/corpus, real .xcstrings files).
# Everything goes under .build/fuzz: the build, seeds/ (rebuilt each run from the corpus,
# the kit's catalogs and the tests), corpus/ (what libFuzzer learned; kept between runs, so
# fuzzing resumes where it stopped), artifacts/ (crashing, leaking and slow inputs) and logs/.
# Exit status: 0 when no target found anything, 1 otherwise. A finding replays under libFuzzer with
#   .build/fuzz/debug/FuzzTarget .build/fuzz/artifacts/FuzzTarget/crash-…
# or without it, in a plain debug build (`swift build`), with
#   .build/debug/FuzzTarget .build/fuzz/artifacts/FuzzTarget/crash-…
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
seconds=${FUZZ_SECONDS:-60}
corpus=${FUZZ_CORPUS:-../shared/corpus}
work=.build/fuzz
all_targets=(FuzzCatalogReader FuzzFormatString FuzzNumberParser FuzzStepperTheme FuzzCLIArguments)
targets=("${@:-${all_targets[@]}}")

# The toolchain ships libFuzzer and the sanitizer runtimes next to its clang.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
if ! ls "$toolchain"/lib/swift/clang/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
    echo "fuzz: this Swift toolchain has no libFuzzer runtime (lib/swift/clang/lib/linux/libclang_rt.fuzzer-*.a)" >&2
    exit 2
fi

# The targets are part of the root package (Package.swift); `-DFUZZING` leaves out their replaying `main`,
# so libFuzzer's is linked. SwiftPM sorts `--sanitize` values and swiftc keeps only the last `-sanitize=`
# flag, so `--sanitize=fuzzer --sanitize=address` alone compiles Swift without coverage. The -Xswiftc flag
# comes last and carries both; the --sanitize flags give the C targets and the link the same runtimes.
build_flags=(--scratch-path "$work" --sanitize=address --sanitize=fuzzer
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -warnings-as-errors)
for target in "${targets[@]}"; do
    swift build "${build_flags[@]}" --product "$target"
done
bin=$(swift build "${build_flags[@]}" --show-bin-path)

# MARK: - Seeds

# Writes each line of standard input to its own file in directory $1.
split_lines() {
    local directory=$1 line index=0
    while IFS= read -r line; do
        index=$((index + 1))
        printf '%s' "$line" > "$directory/line-$index"
    done
}

# The bodies of the multi-line string literals (""" or #""") in Swift file $1, one file each in $2.
split_multiline_literals() {
    awk -v out="$2" -v base="$(basename "$1" .swift)" '
        /^ *#?"""$/ { if (inside) { inside = 0; close(file) } ; next }
        /= #?"""$/ { inside = 1; count++; file = out "/" base "-" count; printf "" > file; next }
        inside { sub(/^    /, ""); print >> file }
    ' "$1"
}

seed_catalogs() {
    local seeds=$1
    cp Localizations/*.xcstrings "$seeds/" 2>/dev/null || true
    [ -d "$corpus/xcstrings" ] && cp "$corpus"/xcstrings/*.xcstrings "$seeds/"
    split_multiline_literals Tests/StepperKitLocalizationTests/Catalog/Fixtures.swift "$seeds"
}

seed_format_strings() {
    local seeds=$1
    # Every string value of the catalogs, and every string literal of the specifier tests.
    cat Localizations/*.xcstrings "$corpus"/xcstrings/*.xcstrings 2>/dev/null \
        | sed -n 's/^ *"value" : "\(.*\)"$/\1/p' | sort -u | split_lines "$seeds"
    cat Tests/StepperKitLocalizationTests/Specifiers/*.swift | grep -o '"[^"]*"' | sed 's/^"//; s/"$//' \
        | sort -u | { mkdir -p "$seeds/tests"; split_lines "$seeds/tests"; }
}

seed_numbers() {
    local seeds=$1 line index=0
    # The first byte picks the parser's locale; the tests' literals are tried in the first few.
    while IFS= read -r line; do
        index=$((index + 1))
        printf '%b%s' "\\x$(printf '%02x' $((index % 7)))" "$line" > "$seeds/test-$index"
    done < <(grep -ho '"[^"]*"' Tests/StepperKitLocalizationTests/Parsing/*.swift | sed 's/^"//; s/"$//' | sort -u)
}

seed_themes() {
    local seeds=$1
    # The built-in themes, the tests' multi-line themes and their one-line raw-string themes (#"{…}"#).
    cp Resources/Themes/*.json "$seeds/"
    split_multiline_literals Tests/StepperKitTests/Styles/StepperThemeTests.swift "$seeds"
    grep -ho '#"{.*}"#' Tests/StepperKitTests/Styles/*.swift | sed 's/^#*"//; s/"#*$//' | sort -u \
        | { mkdir -p "$seeds/tests"; split_lines "$seeds/tests"; }
}

seed_command_lines() {
    local seeds=$1 line index=0
    # The CLI tests' argument arrays, one argument per line.
    while IFS= read -r line; do
        index=$((index + 1))
        printf '%s' "$line" | sed 's/^\["//; s/"\]$//; s/", "/\n/g' > "$seeds/test-$index"
    done < <(grep -rho '\["[a-z][^]]*\]' Tests/stepperkitTests)
}

# MARK: - Runs

status=0
summary=()
for target in "${targets[@]}"; do
    seeds=$work/seeds/$target learned=$work/corpus/$target artifacts=$work/artifacts/$target log=$work/logs/$target.log
    rm -rf "$seeds"
    mkdir -p "$seeds" "$learned" "$artifacts" "$(dirname "$log")"
    case $target in
        FuzzCatalogReader) seed_catalogs "$seeds"; max_len=16384 ;;
        FuzzFormatString) seed_format_strings "$seeds"; max_len=512 ;;
        FuzzNumberParser) seed_numbers "$seeds"; max_len=256 ;;
        FuzzStepperTheme) seed_themes "$seeds"; max_len=4096 ;;
        FuzzCLIArguments) seed_command_lines "$seeds"; max_len=512 ;;
    esac
    echo "fuzz: $target for ${seconds}s ($(find "$seeds" -type f | wc -l) seeds, $(find "$learned" -type f | wc -l) learned inputs)"
    marker=$work/logs/$target.start
    touch "$marker"
    # The Swift runtime's backtracer reads other threads' stacks, which AddressSanitizer reports; off.
    # LeakSanitizer checks inputs that allocate more than they free; Sanitizers/lsan.supp explains the
    # memory it cannot trace (the Localizer's compiled tables, fontconfig's configuration).
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$root/Sanitizers/lsan.supp "$bin/$target" "$learned" "$seeds" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 \
        -artifact_prefix="$artifacts/" > "$log" 2>&1 || true
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    found=$(find "$artifacts" -type f -newer "$marker" | wc -l)
    line="$target: ${runs:-?} runs, ${rate:-?}/s, coverage ${coverage:-?} edges, $found new findings"
    summary+=("$line")
    if [ "$found" -gt 0 ]; then
        status=1
        grep -m3 -E 'ERROR: |Fatal error|SUMMARY' "$log" | sed 's/^/    /' || true
        find "$artifacts" -type f -newer "$marker" | sed "s|^|    |"
    fi
    echo "$line"
done
echo "fuzz: summary"
printf '  %s\n' "${summary[@]}"
exit $status
