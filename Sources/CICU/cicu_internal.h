// Internal helpers shared by the CICU .c files. Not part of the module's public header.
#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include <stdint.h>
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/ustring.h>

/// Copies `length` bytes of UTF-8 into the caller's buffer and returns `length`; reports
/// U_BUFFER_OVERFLOW_ERROR when it does not fit.
static inline int32_t cicu_copyOut(const char *bytes, int32_t length, char *out, int32_t capacity,
                                   UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    if (length > 0) memcpy(out, bytes, (size_t)length);
    return length;
}

/// Converts UTF-16 to UTF-8 into the caller's buffer; returns the UTF-8 length needed.
static inline int32_t cicu_utf16ToOut(const UChar *text, int32_t length, char *out, int32_t capacity,
                                      UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t needed = 0;
    u_strToUTF8(out, capacity, &needed, text, length, status);
    // Exactly filling the buffer is fine: the caller never wants a terminator.
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return needed;
}

#endif
