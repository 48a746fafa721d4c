// Script itemization with ICU's uscript, over UTF-8: HarfBuzz shapes one script per run, so text
// mixing scripts is split where the script changes, and characters without a script of their own
// (spaces, digits, punctuation, combining marks) stay with the run they follow.
#include "CICU.h"
#include "cicu_internal.h"
#include <unicode/uscript.h>
#include <unicode/utf8.h>

/// The ISO 15924 code of a script as a big-endian four-letter tag, 0 when ICU has none.
static uint32_t scriptTag(UScriptCode script) {
    const char *name = uscript_getShortName(script);
    if (name == NULL || strlen(name) != 4) return 0;
    return (uint32_t)(uint8_t)name[0] << 24 | (uint32_t)(uint8_t)name[1] << 16
        | (uint32_t)(uint8_t)name[2] << 8 | (uint32_t)(uint8_t)name[3];
}

static int isOwnScript(UScriptCode script) {
    return script != USCRIPT_COMMON && script != USCRIPT_INHERITED && script != USCRIPT_UNKNOWN
        && script != USCRIPT_INVALID_CODE;
}

int32_t CICU_scriptRuns(const char *text, int32_t length, int32_t *ends, uint32_t *scripts,
                        int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    if (U_FAILURE(*code)) return 0;
    int32_t count = 0;
    UScriptCode current = USCRIPT_INVALID_CODE;
    int32_t offset = 0;
    while (offset < length) {
        int32_t start = offset;
        UChar32 c;
        U8_NEXT(text, offset, length, c);
        if (c < 0) continue;
        UErrorCode scriptStatus = U_ZERO_ERROR;
        UScriptCode script = uscript_getScript(c, &scriptStatus);
        if (U_FAILURE(scriptStatus) || !isOwnScript(script)) continue;
        if (!isOwnScript(current)) {
            current = script;
        } else if (script != current) {
            if (count < capacity) {
                ends[count] = start;
                scripts[count] = scriptTag(current);
            }
            count++;
            current = script;
        }
    }
    if (length > 0) {
        if (count < capacity) {
            ends[count] = length;
            scripts[count] = isOwnScript(current) ? scriptTag(current) : 0;
        }
        count++;
    }
    if (count > capacity) *code = U_BUFFER_OVERFLOW_ERROR;
    return count;
}

uint32_t CICU_scriptOf(int32_t codePoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(codePoint, &status);
    if (U_FAILURE(status) || !isOwnScript(script)) return 0;
    return scriptTag(script);
}

int32_t CICU_scriptName(uint32_t tag, char *buffer, int32_t capacity) {
    char shortName[5] = { (char)(tag >> 24), (char)(tag >> 16), (char)(tag >> 8), (char)tag, 0 };
    UScriptCode codes[4];
    UErrorCode status = U_ZERO_ERROR;
    int32_t found = uscript_getCode(shortName, codes, 4, &status);
    if (U_FAILURE(status) || found < 1) return 0;
    const char *name = uscript_getName(codes[0]);
    if (name == NULL) return 0;
    int32_t length = (int32_t)strlen(name);
    if (length + 1 > capacity) return 0;
    memcpy(buffer, name, (size_t)length + 1);
    return length;
}
