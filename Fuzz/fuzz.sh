#!/usr/bin/env bash
# Builds StepperKit's libFuzzer targets (fuzzer + AddressSanitizer) and runs each for a bounded time.
#
#   Fuzz/fuzz.sh [TARGET…]          all targets when none is named
#
# Environment: FUZZ_SECONDS (60, per target), FUZZ_RUNS (a number of executions per target: each target
# stops at FUZZ_RUNS executions, or after FUZZ_SECONDS when that is set too), FUZZ_CONFIG (release, or
# debug: a release build runs the same instrumentation 3-10 times faster), FUZZ_CORPUS
# (../shared/corpus, real .xcstrings files) and FUZZ_TIMEOUT (10: seconds one input may take before
# libFuzzer reports it as a hang and stops; raise it for a run that shares the cores with builds at a
# higher priority, where a starved input passes 10 s without hanging) and FUZZ_JOBS (1: with more, libFuzzer's
# fork mode fuzzes in that many processes at once and counts their executions as one run; a timeout, an
# out-of-memory or a crash in any of them stops the run, as it does a single process).
# Everything goes under .build/fuzz: the build, seeds/ (rebuilt each run from the corpus,
# the kit's catalogs and the tests), corpus/ (what libFuzzer learned; kept between runs, so
# fuzzing resumes where it stopped), findings/ (crashing, leaking and slow inputs) and logs/. (Not
# artifacts/: that is SwiftPM's own folder of the scratch path, which a build empties.)
# Exit status: 0 when no target found anything, 1 otherwise. A finding replays under libFuzzer with
#   .build/fuzz/release/FuzzTarget .build/fuzz/findings/FuzzTarget/crash-…
# or without it, in a plain debug build (`swift build`), with
#   .build/debug/FuzzTarget .build/fuzz/findings/FuzzTarget/crash-…
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
run_limit=${FUZZ_RUNS:-}
# With a number of runs and no time, the runs decide (a day at most); otherwise 60 s a target.
seconds=${FUZZ_SECONDS:-$([ -n "$run_limit" ] && echo 86400 || echo 60)}
config=${FUZZ_CONFIG:-release}
corpus=${FUZZ_CORPUS:-../shared/corpus}
unit_timeout=${FUZZ_TIMEOUT:-10}
jobs=${FUZZ_JOBS:-1}
fork_flags=()
[ "$jobs" -gt 1 ] && fork_flags=(-fork="$jobs" -ignore_timeouts=0 -ignore_ooms=0 -ignore_crashes=0)
# Absolute: the CLI target works in a folder of its own, and libFuzzer writes learned inputs and findings here.
work=$root/.build/fuzz
all_targets=(FuzzCatalogReader FuzzFormatString FuzzNumberParser FuzzStepperTheme FuzzCLIArguments
    FuzzCheckConfiguration FuzzReportWriters FuzzCheckCatalog)
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
build_flags=(--scratch-path "$work" -c "$config" --sanitize=address --sanitize=fuzzer
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

seed_check_catalogs() {
    local seeds=$1 file
    # The catalogs of up to 400 KB (a check reads keys 8 at a time: a larger file costs its reading, not
    # more cases), each after four choice bytes: defaults, and pseudo-locales + iPhone + HTML, two sizes,
    # 120 pt on one line.
    mkdir -p "$seeds/raw"
    seed_catalogs "$seeds/raw"
    find "$seeds/raw" -type f -size +400k -delete
    for file in "$seeds"/raw/*; do
        { printf '\x00\x00\x00\x00'; cat "$file"; } > "$seeds/plain-$(basename "$file")"
        { printf '\x73\x01\x78\x05'; cat "$file"; } > "$seeds/fit-$(basename "$file")"
    done
    rm -rf "$seeds/raw"
}

seed_configurations() {
    local seeds=$1
    # The example app's configuration, the JSON literals of the CLI's check tests, and a baseline.
    cp Examples/ShopApp/.stepperkit-check.json "$seeds/shopapp.json"
    split_multiline_literals Tests/stepperkitTests/Commands/CheckCommandTests.swift "$seeds"
    printf '%s' '{ "version" : 1, "tool" : "stepperkit check", "findings" : [ { "rule" : "plural-fallback", "file" : "a.xcstrings", "key" : "%lld items", "language" : "es", "cell" : "many", "count" : 2 } ] }' > "$seeds/baseline.json"
}

seed_reports() {
    local seeds=$1
    # A few diagnostics' worth of fields: keys with CR LF, ESC, markup and a GitHub command, NUL-separated.
    printf 'check\0\0a.xcstrings\0\x01\x02k\r\n::error file=x::y\0\x03es\0msg <b>&\x1b[2J\0' > "$seeds/control"
    printf 'lint\0\x01a.xcstrings\0\x00\x04\x05%%lld items\0\x01ru\0plural one drops the number\0' > "$seeds/plain"
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
    seeds=$work/seeds/$target learned=$work/corpus/$target artifacts=$work/findings/$target log=$work/logs/$target.log
    rm -rf "$seeds"
    mkdir -p "$seeds" "$learned" "$artifacts" "$(dirname "$log")"
    case $target in
        # Real catalogs run to a megabyte and more: the catalog targets take inputs of up to 2 MiB.
        FuzzCatalogReader) seed_catalogs "$seeds"; max_len=2097152 ;;
        FuzzFormatString) seed_format_strings "$seeds"; max_len=512 ;;
        FuzzNumberParser) seed_numbers "$seeds"; max_len=256 ;;
        FuzzStepperTheme) seed_themes "$seeds"; max_len=4096 ;;
        FuzzCLIArguments) seed_command_lines "$seeds"; max_len=4096 ;;
        FuzzCheckConfiguration) seed_configurations "$seeds"; max_len=65536 ;;
        FuzzReportWriters) seed_reports "$seeds"; max_len=8192 ;;
        FuzzCheckCatalog) seed_check_catalogs "$seeds"; max_len=1048576 ;;
    esac
    echo "fuzz: $target for ${run_limit:+$run_limit runs or }${seconds}s ($(find "$seeds" -type f | wc -l) seeds, $(find "$learned" -type f | wc -l) learned inputs)"
    marker=$work/logs/$target.start
    touch "$marker"
    # The Swift runtime's backtracer reads other threads' stacks, which AddressSanitizer reports; off.
    # LeakSanitizer checks inputs that allocate more than they free; Sanitizers/lsan.supp explains the
    # memory it cannot trace (the Localizer's compiled tables, fontconfig's configuration).
    # Leaks are looked for once the run is over, in every input it kept (the seeds and what it learned):
    # a leak check after an input stops the process and scans its heap, and with caches warming up on
    # most inputs, checking during the run cut the check target from 226 inputs a second to 26.
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$root/Sanitizers/lsan.supp "$bin/$target" "$learned" "$seeds" \
        -max_total_time="$seconds" ${run_limit:+-runs="$run_limit"} -max_len="$max_len" -timeout="$unit_timeout" -rss_limit_mb=2048 \
        -detect_leaks=0 -print_final_stats=1 "${fork_flags[@]}" \
        -artifact_prefix="$artifacts/" > "$log" 2>&1 || true
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$root/Sanitizers/lsan.supp "$bin/$target" "$learned" "$seeds" \
        -runs=0 -max_len="$max_len" -timeout="$unit_timeout" -rss_limit_mb=2048 -detect_leaks=1 \
        -artifact_prefix="$artifacts/" > "$log.leaks" 2>&1 || true
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    # Fork mode prints no final statistics: its last "#N:" line counts every process's executions.
    [ -z "$runs" ] && runs=$(sed -n 's/^#\([0-9]*\): .*/\1/p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    [ -z "$rate" ] && rate=$(sed -n 's/^#[0-9]*: .*exec\/s: \([0-9]*\).*/\1/p' "$log" | tail -1)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    found=$(find "$artifacts" -type f -newer "$marker" | wc -l)
    kept=$(find "$learned" "$seeds" -type f | wc -l)
    line="$target: ${runs:-?} runs, ${rate:-?}/s, coverage ${coverage:-?} edges, leaks looked for in $kept inputs, $found new findings"
    summary+=("$line")
    if [ "$found" -gt 0 ]; then
        status=1
        grep -h -m3 -E 'ERROR: |Fatal error|SUMMARY' "$log" "$log.leaks" | sed 's/^/    /' || true
        find "$artifacts" -type f -newer "$marker" | sed "s|^|    |"
    fi
    echo "$line"
done
echo "fuzz: summary"
printf '  %s\n' "${summary[@]}"
exit $status
