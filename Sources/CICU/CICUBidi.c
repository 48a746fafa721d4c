// Bidirectional text (UAX #9) with ICU's ubidi, over UTF-8: first-strong direction, embedding
// levels per byte, visual reordering of runs, mirroring, and a locale's character orientation.
// Swift keeps the text in UTF-8; ubidi works on UTF-16, so the text is converted here and the levels
// mapped back to bytes.
#include "CICU.h"
#include "cicu_internal.h"
#include <pthread.h>
#include <stdlib.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/utf8.h>

_Static_assert(CICU_DIRECTION_LEFT_TO_RIGHT == UBIDI_LTR, "UBiDiDirection numbering");
_Static_assert(CICU_DIRECTION_RIGHT_TO_LEFT == UBIDI_RTL, "UBiDiDirection numbering");

int32_t CICU_bidiFirstStrongDirection(const char *text, int32_t length) {
    int32_t isolates = 0;
    int32_t offset = 0;
    while (offset < length) {
        UChar32 c;
        U8_NEXT(text, offset, length, c);
        if (c < 0) continue;
        switch (u_charDirection(c)) {
        case U_LEFT_TO_RIGHT:
            if (isolates == 0) return CICU_DIRECTION_LEFT_TO_RIGHT;
            break;
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
            if (isolates == 0) return CICU_DIRECTION_RIGHT_TO_LEFT;
            break;
        case U_LEFT_TO_RIGHT_ISOLATE:
        case U_RIGHT_TO_LEFT_ISOLATE:
        case U_FIRST_STRONG_ISOLATE:
            isolates++;
            break;
        case U_POP_DIRECTIONAL_ISOLATE:
            if (isolates > 0) isolates--;
            break;
        case U_BLOCK_SEPARATOR:
            // P2 looks within one paragraph: the first paragraph decides.
            return CICU_DIRECTION_NEUTRAL;
        default:
            break;
        }
    }
    return CICU_DIRECTION_NEUTRAL;
}

// A UBiDi object grows its arrays to the longest text it has seen and keeps them: each thread
// keeps one, closed by the thread-exit destructor of this key.
static pthread_key_t bidiKey;
static pthread_once_t bidiKeyOnce = PTHREAD_ONCE_INIT;

static void closeBidi(void *value) {
    ubidi_close(value);
}

static void makeBidiKey(void) {
    pthread_key_create(&bidiKey, closeBidi);
}

static UBiDi *threadBidi(UErrorCode *status) {
    pthread_once(&bidiKeyOnce, makeBidiKey);
    UBiDi *bidi = pthread_getspecific(bidiKey);
    if (bidi != NULL) return bidi;
    bidi = ubidi_open();
    if (bidi == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    pthread_setspecific(bidiKey, bidi);
    return bidi;
}

void CICU_bidiLevels(const char *text, int32_t length, uint8_t paragraphLevel, uint8_t *levels,
                     int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    if (U_FAILURE(*code)) return;
    if (length < 0 || capacity < length || paragraphLevel > 1) {
        *code = U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
    if (length == 0) return;
    UBiDi *bidi = threadBidi(code);
    if (bidi == NULL) return;
    // UTF-16 never takes more code units than UTF-8 takes bytes.
    UChar *utf16 = malloc(sizeof(UChar) * (size_t)length);
    if (utf16 == NULL) {
        *code = U_MEMORY_ALLOCATION_ERROR;
        return;
    }
    int32_t utf16Length = 0;
    u_strFromUTF8WithSub(utf16, length, &utf16Length, text, length, 0xFFFD, NULL, code);
    if (*code == U_STRING_NOT_TERMINATED_WARNING) *code = U_ZERO_ERROR;
    // ubidi keeps a pointer to the text until the next setPara; it is freed below, after use.
    ubidi_setPara(bidi, utf16, utf16Length, paragraphLevel, NULL, code);
    const UBiDiLevel *resolved = U_SUCCESS(*code) ? ubidi_getLevels(bidi, code) : NULL;
    if (resolved != NULL && U_SUCCESS(*code)) {
        int32_t offset = 0;
        int32_t unit = 0;
        while (offset < length && unit < utf16Length) {
            int32_t start = offset;
            UChar32 c;
            U8_NEXT(text, offset, length, c);
            UBiDiLevel level = resolved[unit];
            for (int32_t byte = start; byte < offset; byte++) levels[byte] = level;
            unit += c < 0 ? 1 : U16_LENGTH(c);
        }
        for (; offset < length; offset++) levels[offset] = paragraphLevel;
    }
    // Leave the object pointing at nothing that is about to be freed.
    static const UChar nothing[1] = {0};
    UErrorCode reset = U_ZERO_ERROR;
    ubidi_setPara(bidi, nothing, 0, 0, NULL, &reset);
    free(utf16);
}

void CICU_bidiReorderVisual(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    if (count <= 0) return;
    ubidi_reorderVisual(levels, count, visualToLogical);
}

int32_t CICU_bidiMirror(int32_t codePoint) {
    return u_charMirror((UChar32)codePoint);
}
