// Locale identifiers: BCP 47 <-> ICU IDs, canonical forms, available data, CLDR parents.
#include "CICU.h"
#include "cicu_internal.h"
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/unumsys.h>
#include <unicode/uenum.h>
#include <unicode/uscript.h>

int32_t CICU_localeFromLanguageTag(const char *tag, int32_t *parsedLength,
                                   char *out, int32_t capacity, int32_t *status) {
    char buffer[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_forLanguageTag(tag, buffer, (int32_t)sizeof buffer, parsedLength,
                                         (UErrorCode *)status);
    return cicu_copyOut(buffer, length, out, capacity, (UErrorCode *)status);
}

int32_t CICU_localeCanonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    char buffer[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_canonicalize(localeID, buffer, (int32_t)sizeof buffer, (UErrorCode *)status);
    return cicu_copyOut(buffer, length, out, capacity, (UErrorCode *)status);
}

int32_t CICU_localeToLanguageTag(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    char buffer[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_toLanguageTag(localeID, buffer, (int32_t)sizeof buffer, true,
                                        (UErrorCode *)status);
    return cicu_copyOut(buffer, length, out, capacity, (UErrorCode *)status);
}

int32_t CICU_availableLocaleCount(void) {
    return uloc_countAvailable();
}

const char *CICU_availableLocale(int32_t index) {
    if (index < 0 || index >= uloc_countAvailable()) return NULL;
    return uloc_getAvailable(index);
}

int32_t CICU_localeAddLikelySubtags(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    char buffer[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_addLikelySubtags(localeID, buffer, (int32_t)sizeof buffer, (UErrorCode *)status);
    return cicu_copyOut(buffer, length, out, capacity, (UErrorCode *)status);
}

int32_t CICU_localeParent(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    // CLDR's parentLocales (es_MX -> es_419, en_GB -> en_001) live in each bundle as "%%Parent".
    // ures_openDirect fails instead of falling back, so a bundle's key is never read for another.
    UErrorCode openStatus = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(NULL, localeID, &openStatus);
    if (U_SUCCESS(openStatus)) {
        UErrorCode keyStatus = U_ZERO_ERROR;
        int32_t length = 0;
        const UChar *parent = ures_getStringByKey(bundle, "%%Parent", &length, &keyStatus);
        if (U_SUCCESS(keyStatus) && parent != NULL) {
            int32_t needed = cicu_utf16ToOut(parent, length, out, capacity, (UErrorCode *)status);
            ures_close(bundle);
            // "root" is spelled as the empty ID by every other function here.
            if (U_SUCCESS(*status) && needed == 4 && memcmp(out, "root", 4) == 0) return 0;
            return needed;
        }
        ures_close(bundle);
    }
    char buffer[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_getParent(localeID, buffer, (int32_t)sizeof buffer, (UErrorCode *)status);
    return cicu_copyOut(buffer, length, out, capacity, (UErrorCode *)status);
}

int32_t CICU_decimalNumberingSystems(char *out, int32_t capacity, int32_t *status) {
    // Every numbering system ICU has, keeping the ones with ten digits: algorithmic systems such
    // as "roman" cannot format with the number skeletons the kit uses.
    UErrorCode code = U_ZERO_ERROR;
    UEnumeration *names = unumsys_openAvailableNames(&code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    char joined[4096];
    int32_t total = 0;
    int32_t length = 0;
    const char *name;
    while ((name = uenum_next(names, &length, &code)) != NULL && U_SUCCESS(code)) {
        UErrorCode systemStatus = U_ZERO_ERROR;
        UNumberingSystem *system = unumsys_openByName(name, &systemStatus);
        if (U_SUCCESS(systemStatus) && !unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10
            && total + length + 1 < (int32_t)sizeof joined) {
            if (total > 0) joined[total++] = ' ';
            memcpy(joined + total, name, (size_t)length);
            total += length;
        }
        unumsys_close(system);
    }
    uenum_close(names);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    return cicu_copyOut(joined, total, out, capacity, (UErrorCode *)status);
}

int32_t CICU_localeCharacterOrientation(const char *localeID, int32_t *status) {
    // The script decides: the one the identifier names, else the likely one for its language and
    // region (az_Arab and ckb are right to left, ks_Deva left to right). uloc_getCharacterOrientation
    // alone reads the locale's own data, which falls back to the language's (az_Arab to az).
    UErrorCode code = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_addLikelySubtags(localeID, maximized, (int32_t)sizeof maximized, &code);
    if (U_SUCCESS(code) && code != U_STRING_NOT_TERMINATED_WARNING && length < (int32_t)sizeof maximized) {
        char script[ULOC_SCRIPT_CAPACITY];
        UErrorCode scriptStatus = U_ZERO_ERROR;
        int32_t scriptLength = uloc_getScript(maximized, script, (int32_t)sizeof script, &scriptStatus);
        UScriptCode codes[1];
        UErrorCode codeStatus = U_ZERO_ERROR;
        if (U_SUCCESS(scriptStatus) && scriptStatus != U_STRING_NOT_TERMINATED_WARNING && scriptLength == 4
            && uscript_getCode(script, codes, 1, &codeStatus) == 1 && U_SUCCESS(codeStatus)
            && codes[0] != USCRIPT_INVALID_CODE && codes[0] != USCRIPT_UNKNOWN) {
            return uscript_isRightToLeft(codes[0]) ? CICU_LAYOUT_RIGHT_TO_LEFT : CICU_LAYOUT_LEFT_TO_RIGHT;
        }
    }
    ULayoutType layout = uloc_getCharacterOrientation(localeID, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) return CICU_LAYOUT_UNKNOWN;
    return (int32_t)layout;
}

uint32_t CICU_localeLikelyScript(const char *localeID) {
    UErrorCode code = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_addLikelySubtags(localeID, maximized, (int32_t)sizeof maximized, &code);
    if (U_FAILURE(code) || code == U_STRING_NOT_TERMINATED_WARNING || length >= (int32_t)sizeof maximized) return 0;
    char script[ULOC_SCRIPT_CAPACITY];
    UErrorCode scriptStatus = U_ZERO_ERROR;
    int32_t scriptLength = uloc_getScript(maximized, script, (int32_t)sizeof script, &scriptStatus);
    if (U_FAILURE(scriptStatus) || scriptStatus == U_STRING_NOT_TERMINATED_WARNING || scriptLength != 4) return 0;
    return (uint32_t)(uint8_t)script[0] << 24 | (uint32_t)(uint8_t)script[1] << 16
        | (uint32_t)(uint8_t)script[2] << 8 | (uint32_t)(uint8_t)script[3];
}
