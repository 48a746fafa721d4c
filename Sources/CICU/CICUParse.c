// Locale-aware number parsing for direct entry.
#include "CICU.h"
#include "cicu_internal.h"
#include <stdlib.h>
#include <unicode/unum.h>

struct CICU_NumberParser {
    UNumberFormat *icu;
};

CICU_NumberParser *CICU_numberParserOpen(const char *localeID, int32_t *status) {
    UNumberFormat *icu = unum_open(UNUM_DECIMAL, NULL, 0, localeID, NULL, (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        unum_close(icu);
        return NULL;
    }
    // Strict parsing: "12abc" or "--1" must not quietly become 12 or -1.
    unum_setAttribute(icu, UNUM_LENIENT_PARSE, 0);
    CICU_NumberParser *parser = malloc(sizeof *parser);
    if (parser == NULL) {
        unum_close(icu);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    parser->icu = icu;
    return parser;
}

void CICU_numberParserClose(CICU_NumberParser *parser) {
    if (parser == NULL) return;
    unum_close(parser->icu);
    free(parser);
}

int32_t CICU_parseDecimal(const CICU_NumberParser *parser, const uint16_t *text, int32_t textLength,
                          int32_t *position, char *out, int32_t capacity, int32_t *status) {
    // unum_parseDecimal is a const operation on the formatter: safe to call from many threads.
    char buffer[128];
    int32_t length = unum_parseDecimal(parser->icu, (const UChar *)text, textLength, position,
                                       buffer, (int32_t)sizeof buffer, (UErrorCode *)status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    if (U_FAILURE(*status)) return 0;
    return cicu_copyOut(buffer, length, out, capacity, (UErrorCode *)status);
}
