// CLDR plural categories of numbers as they are displayed.
#include "CICU.h"
#include "cicu_internal.h"
#include <stdlib.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>

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

/// Appends UTF-8 `bytes` at `*used` when they fit; counts them either way, so the caller learns the
/// length it needs.
static void appendOut(const char *bytes, int32_t length, char *out, int32_t capacity, int32_t *used) {
    if (*used + length <= capacity && length > 0) memcpy(out + *used, bytes, (size_t)length);
    *used += length;
}

/// Appends UTF-16 text as UTF-8, as `appendOut` does (a part that does not fit is counted only).
static void appendOut16(const UChar *text, int32_t length, char *out, int32_t capacity, int32_t *used,
                        UErrorCode *status) {
    int32_t room = capacity - *used;
    int32_t needed = 0;
    UErrorCode convert = U_ZERO_ERROR;
    u_strToUTF8(room > 0 ? out + *used : NULL, room > 0 ? room : 0, &needed, text, length, &convert);
    if (convert == U_BUFFER_OVERFLOW_ERROR || convert == U_STRING_NOT_TERMINATED_WARNING) convert = U_ZERO_ERROR;
    if (U_FAILURE(convert)) {
        *status = convert;
        return;
    }
    *used += needed;
}

int32_t CICU_pluralRuleText(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    if (U_FAILURE(*code)) return 0;
    UResourceBundle *plurals = ures_openDirect(NULL, "plurals", code);
    UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, code);
    UResourceBundle *sets = ures_getByKey(plurals, "rules", NULL, code);
    int32_t used = 0;
    if (U_SUCCESS(*code)) {
        char name[ULOC_FULLNAME_CAPACITY];
        UErrorCode nameStatus = U_ZERO_ERROR;
        uloc_getBaseName(localeID, name, (int32_t)sizeof name, &nameStatus);
        const UChar *setName = NULL;
        int32_t setLength = 0;
        while (U_SUCCESS(nameStatus) && name[0] != 0) {
            UErrorCode keyStatus = U_ZERO_ERROR;
            setName = ures_getStringByKey(locales, name, &setLength, &keyStatus);
            if (U_SUCCESS(keyStatus)) break;
            setName = NULL;
            if (uloc_getParent(name, name, (int32_t)sizeof name, &nameStatus) <= 0) break;
        }
        if (setName == NULL) {
            // No rules in the chain: ICU selects "other" for every number, which is CLDR's root set.
            UErrorCode keyStatus = U_ZERO_ERROR;
            setName = ures_getStringByKey(locales, "root", &setLength, &keyStatus);
            if (U_FAILURE(keyStatus)) setName = NULL;
        }
        char setKey[64];
        if (setName != NULL && setLength > 0 && setLength < (int32_t)sizeof setKey) {
            u_UCharsToChars(setName, setKey, setLength);
            setKey[setLength] = 0;
            UResourceBundle *set = ures_getByKey(sets, setKey, NULL, code);
            while (U_SUCCESS(*code) && ures_hasNext(set)) {
                const char *keyword = NULL;
                int32_t length = 0;
                const UChar *rule = ures_getNextString(set, &length, &keyword, code);
                if (U_FAILURE(*code) || keyword == NULL) break;
                if (used > 0) appendOut("\n", 1, out, capacity, &used);
                appendOut(keyword, (int32_t)strlen(keyword), out, capacity, &used);
                appendOut(": ", 2, out, capacity, &used);
                appendOut16(rule, length, out, capacity, &used, code);
            }
            ures_close(set);
        }
    }
    ures_close(sets);
    ures_close(locales);
    ures_close(plurals);
    if (U_SUCCESS(*code) && used > capacity) *code = U_BUFFER_OVERFLOW_ERROR;
    return used;
}
