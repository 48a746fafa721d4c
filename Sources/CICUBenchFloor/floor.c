#include "CICUBenchFloor.h"
#include <stdlib.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

struct CICUBench_Formatter {
    UNumberFormatter *icu;
    UFormattedNumber *result;
};

CICUBench_Formatter *CICUBench_open(const char *skeleton, const char *localeID) {
    UErrorCode status = U_ZERO_ERROR;
    UChar skeleton16[256];
    u_strFromUTF8(skeleton16, 256, NULL, skeleton, -1, &status);
    UNumberFormatter *icu = unumf_openForSkeletonAndLocale(skeleton16, -1, localeID, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        unumf_close(icu);
        unumf_closeResult(result);
        return NULL;
    }
    CICUBench_Formatter *formatter = malloc(sizeof *formatter);
    if (formatter == NULL) return NULL;
    formatter->icu = icu;
    formatter->result = result;
    return formatter;
}

void CICUBench_close(CICUBench_Formatter *formatter) {
    if (formatter == NULL) return;
    unumf_close(formatter->icu);
    unumf_closeResult(formatter->result);
    free(formatter);
}

int64_t CICUBench_formatDoubles(CICUBench_Formatter *formatter, const double *values, int32_t count,
                                int32_t iterations) {
    UChar buffer[64];
    int64_t total = 0;
    for (int32_t i = 0; i < iterations; i++) {
        UErrorCode status = U_ZERO_ERROR;
        unumf_formatDouble(formatter->icu, values[i % count], formatter->result, &status);
        total += unumf_resultToString(formatter->result, buffer, 64, &status);
    }
    return total;
}
