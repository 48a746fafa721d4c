// Line-break opportunities (UAX #14) with ICU's rule-based break iterator, over UTF-8 text.
#include "CICU.h"
#include "cicu_internal.h"
#include <pthread.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/utext.h>

// A break iterator holds the text it walks, so it must not be shared between threads, and opening
// one costs an allocation and a rules lookup. Each thread keeps one line iterator, reopened only when
// the locale changes, and closed by the thread-exit destructor of this key.
typedef struct {
    UBreakIterator *iterator;
    char localeID[ULOC_FULLNAME_CAPACITY];
} ThreadLineBreaker;

static pthread_key_t lineBreakerKey;
static pthread_once_t lineBreakerKeyOnce = PTHREAD_ONCE_INIT;

static void closeLineBreaker(void *value) {
    ThreadLineBreaker *breaker = value;
    ubrk_close(breaker->iterator);
    free(breaker);
}

static void makeLineBreakerKey(void) {
    pthread_key_create(&lineBreakerKey, closeLineBreaker);
}

/// This thread's line iterator for `localeID`, or NULL with `status` set.
static UBreakIterator *threadLineIterator(const char *localeID, UErrorCode *status) {
    pthread_once(&lineBreakerKeyOnce, makeLineBreakerKey);
    ThreadLineBreaker *breaker = pthread_getspecific(lineBreakerKey);
    if (breaker != NULL && strcmp(breaker->localeID, localeID) == 0) return breaker->iterator;
    if (strlen(localeID) >= ULOC_FULLNAME_CAPACITY) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, localeID, NULL, 0, status);
    if (U_FAILURE(*status)) {
        ubrk_close(iterator);
        return NULL;
    }
    if (breaker == NULL) {
        breaker = calloc(1, sizeof *breaker);
        if (breaker == NULL) {
            ubrk_close(iterator);
            *status = U_MEMORY_ALLOCATION_ERROR;
            return NULL;
        }
        pthread_setspecific(lineBreakerKey, breaker);
    } else {
        ubrk_close(breaker->iterator);
    }
    breaker->iterator = iterator;
    strcpy(breaker->localeID, localeID);
    return iterator;
}

int32_t CICU_lineBreaks(const char *localeID, const char *text, int32_t length,
                        int32_t *offsets, bool *mandatory, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    if (U_FAILURE(*code)) return 0;
    UBreakIterator *iterator = threadLineIterator(localeID, code);
    if (iterator == NULL) return 0;
    UText utext = UTEXT_INITIALIZER;
    utext_openUTF8(&utext, text, length, code);
    // The iterator keeps a shallow clone of `utext`, which points at `text`; the next call replaces it.
    ubrk_setUText(iterator, &utext, code);
    utext_close(&utext);
    if (U_FAILURE(*code)) return 0;
    int32_t count = 0;
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (count < capacity) {
            offsets[count] = boundary;
            mandatory[count] = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD;
        }
        count++;
    }
    if (count > capacity) *code = U_BUFFER_OVERFLOW_ERROR;
    return count;
}
