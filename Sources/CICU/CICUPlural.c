// CLDR plural categories of numbers as they are displayed.
#include "CICU.h"
#include "cicu_internal.h"
#include <stdlib.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>

// Defined in CICUNumber.c.
UFormattedNumber *cicu_threadResult(UErrorCode *status);
const UNumberFormatter *cicu_unwrapFormatter(const CICU_NumberFormatter *formatter);

struct CICU_PluralRules {
    UPluralRules *icu;
};

CICU_PluralRules *CICU_pluralRulesOpen(const char *localeID, int32_t *status) {
    UPluralRules *icu = uplrules_openForType(localeID, UPLURAL_TYPE_CARDINAL, (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        uplrules_close(icu);
        return NULL;
    }
    CICU_PluralRules *rules = malloc(sizeof *rules);
    if (rules == NULL) {
        uplrules_close(icu);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    rules->icu = icu;
    return rules;
}

void CICU_pluralRulesClose(CICU_PluralRules *rules) {
    if (rules == NULL) return;
    uplrules_close(rules->icu);
    free(rules);
}

static int32_t selectResult(const CICU_PluralRules *rules, const UFormattedNumber *result,
                            char *out, int32_t capacity, UErrorCode *status) {
    UChar keyword[16];
    int32_t length = uplrules_selectFormatted(rules->icu, result, keyword, 16, status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return cicu_utf16ToOut(keyword, length, out, capacity, status);
}

int32_t CICU_pluralSelectDecimal(const CICU_PluralRules *rules, const CICU_NumberFormatter *formatter,
                                 const char *decimal, int32_t length,
                                 char *out, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UFormattedNumber *result = cicu_threadResult(code);
    if (result == NULL) return 0;
    unumf_formatDecimal(cicu_unwrapFormatter(formatter), decimal, length, result, code);
    return selectResult(rules, result, out, capacity, code);
}

int32_t CICU_pluralSelectDouble(const CICU_PluralRules *rules, const CICU_NumberFormatter *formatter,
                                double value, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UFormattedNumber *result = cicu_threadResult(code);
    if (result == NULL) return 0;
    unumf_formatDouble(cicu_unwrapFormatter(formatter), value, result, code);
    return selectResult(rules, result, out, capacity, code);
}

int32_t CICU_pluralKeywords(const CICU_PluralRules *rules, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UEnumeration *keywords = uplrules_getKeywords(rules->icu, code);
    if (U_FAILURE(*code)) return 0;
    char joined[128];
    int32_t total = 0;
    int32_t length = 0;
    const char *keyword;
    while ((keyword = uenum_next(keywords, &length, code)) != NULL && U_SUCCESS(*code)) {
        if (total + length + 1 > (int32_t)sizeof joined) {
            *code = U_INTERNAL_PROGRAM_ERROR;
            break;
        }
        if (total > 0) joined[total++] = ' ';
        memcpy(joined + total, keyword, (size_t)length);
        total += length;
    }
    uenum_close(keywords);
    return cicu_copyOut(joined, total, out, capacity, code);
}
