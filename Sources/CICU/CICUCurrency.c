// ISO 4217 currency facts from ICU's currency data.
#include "CICU.h"
#include "cicu_internal.h"
#include <unicode/ucurr.h>
#include <float.h>

/// Widens a three-letter ASCII code to UTF-16; false for anything else.
static bool currencyCode16(const char *code, UChar out[4]) {
    if (code == NULL) return false;
    for (int i = 0; i < 3; i++) {
        char c = code[i];
        if (c < 'A' || c > 'Z') return false;
        out[i] = (UChar)c;
    }
    if (code[3] != '\0') return false;
    out[3] = 0;
    return true;
}

bool CICU_currencyIsKnown(const char *code) {
    UChar code16[4];
    if (!currencyCode16(code, code16)) return false;
    UErrorCode status = U_ZERO_ERROR;
    // Any time at all: historic codes (DEM, ESP) are valid ISO 4217 codes too.
    UBool known = ucurr_isAvailable(code16, -DBL_MAX, DBL_MAX, &status);
    return U_SUCCESS(status) && known;
}

int32_t CICU_currencyFractionDigits(const char *code, int32_t *status) {
    UChar code16[4];
    if (!currencyCode16(code, code16)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return ucurr_getDefaultFractionDigits(code16, (UErrorCode *)status);
}
