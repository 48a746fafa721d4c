// The floor for StepperKit's formatting benchmark: plain C calling ICU directly, with one reused
// result object and buffer. Benchmark-only; no library target depends on it.
#ifndef CICU_BENCH_FLOOR_H
#define CICU_BENCH_FLOOR_H

#include <stdint.h>

typedef struct CICUBench_Formatter CICUBench_Formatter;

/// Opens an ICU number formatter for a skeleton and locale; NULL on failure.
CICUBench_Formatter *CICUBench_open(const char *skeleton, const char *localeID);
void CICUBench_close(CICUBench_Formatter *formatter);

/// Formats `values[i % count]` for i in 0..<iterations with unumf_formatDouble + unumf_resultToString.
/// Returns the total UTF-16 length written, so the work cannot be optimized away.
int64_t CICUBench_formatDoubles(CICUBench_Formatter *formatter, const double *values, int32_t count,
                                int32_t iterations);

#endif
