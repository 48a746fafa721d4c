// Number formatting with the unumf skeleton API.
#include "CICU.h"
#include "cicu_internal.h"
#include <pthread.h>
#include <stdlib.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unumberformatter.h>

struct CICU_NumberFormatter {
    UNumberFormatter *icu;
};

// A UFormattedNumber must not be shared between threads, and opening one per call costs an
// allocation. Each thread keeps one: a thread-local pointer finds it on every call, and the
// thread-exit destructor of a pthread key (registered once per thread) closes it.
static __thread UFormattedNumber *threadResult;
static pthread_key_t resultKey;
static pthread_once_t resultKeyOnce = PTHREAD_ONCE_INIT;

static void closeResult(void *result) {
    // Runs on the exiting thread: a later destructor that formats opens a fresh result.
    threadResult = NULL;
    unumf_closeResult((UFormattedNumber *)result);
}

static void makeResultKey(void) {
    pthread_key_create(&resultKey, closeResult);
}

/// This thread's reusable result object, or NULL with `status` set.
UFormattedNumber *cicu_threadResult(UErrorCode *status) {
    UFormattedNumber *result = threadResult;
    if (result != NULL) return result;
    pthread_once(&resultKeyOnce, makeResultKey);
    result = unumf_openResult(status);
    if (U_FAILURE(*status)) return NULL;
    pthread_setspecific(resultKey, result);
    threadResult = result;
    return result;
}

CICU_NumberFormatter *CICU_numberFormatterOpen(const char *skeleton, const char *localeID,
                                               int32_t *status) {
    UChar skeleton16[256];
    int32_t length = 0;
    u_strFromUTF8(skeleton16, 256, &length, skeleton, -1, (UErrorCode *)status);
    if (U_FAILURE(*status)) return NULL;
    if (length >= 256) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UNumberFormatter *icu = unumf_openForSkeletonAndLocale(skeleton16, length, localeID,
                                                           (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        unumf_close(icu);
        return NULL;
    }
    CICU_NumberFormatter *formatter = malloc(sizeof *formatter);
    if (formatter == NULL) {
        unumf_close(icu);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    formatter->icu = icu;
    return formatter;
}

void CICU_numberFormatterClose(CICU_NumberFormatter *formatter) {
    if (formatter == NULL) return;
    unumf_close(formatter->icu);
    free(formatter);
}

/// Converts a formatted result to UTF-8 straight from ICU's own UTF-16 buffer (no intermediate copy).
static int32_t resultToOut(const UFormattedNumber *result, char *out, int32_t capacity,
                           UErrorCode *status) {
    const UFormattedValue *value = unumf_resultAsValue(result, status);
    if (U_FAILURE(*status)) return 0;
    int32_t length = 0;
    const UChar *text = ufmtval_getString(value, &length, status);
    if (U_FAILURE(*status)) return 0;
    return cicu_utf16ToUTF8(text, length, out, capacity, status);
}

int32_t CICU_formatDouble(const CICU_NumberFormatter *formatter, double value,
                          char *out, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UFormattedNumber *result = cicu_threadResult(code);
    if (result == NULL) return 0;
    unumf_formatDouble(formatter->icu, value, result, code);
    return resultToOut(result, out, capacity, code);
}

int32_t CICU_formatInt64(const CICU_NumberFormatter *formatter, int64_t value,
                         char *out, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UFormattedNumber *result = cicu_threadResult(code);
    if (result == NULL) return 0;
    unumf_formatInt(formatter->icu, value, result, code);
    return resultToOut(result, out, capacity, code);
}

int32_t CICU_formatDecimal(const CICU_NumberFormatter *formatter, const char *decimal, int32_t length,
                           char *out, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UFormattedNumber *result = cicu_threadResult(code);
    if (result == NULL) return 0;
    unumf_formatDecimal(formatter->icu, decimal, length, result, code);
    return resultToOut(result, out, capacity, code);
}

/// The ICU formatter behind a handle, for the plural functions in this target.
const UNumberFormatter *cicu_unwrapFormatter(const CICU_NumberFormatter *formatter) {
    return formatter->icu;
}
