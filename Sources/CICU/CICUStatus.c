// Status names and version facts.
#include "CICU.h"
#include "cicu_internal.h"
#include <unicode/uversion.h>
#include <unicode/ulocdata.h>
#include <stdio.h>

const char *CICU_errorName(int32_t status) {
    return u_errorName((UErrorCode)status);
}

const char *CICU_version(void) {
    return U_ICU_VERSION;
}

int32_t CICU_cldrVersion(char *out, int32_t capacity, int32_t *status) {
    UVersionInfo info;
    ulocdata_getCLDRVersion(info, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, text);
    return cicu_copyOut(text, (int32_t)strlen(text), out, capacity, (UErrorCode *)status);
}
