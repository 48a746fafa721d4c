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

/// Converts UTF-16 to UTF-8 into the caller's buffer in one pass and returns the UTF-8 length, which
/// is also what it reports with U_BUFFER_OVERFLOW_ERROR when the text does not fit.
///
/// The formatters' hot path uses it instead of `u_strToUTF8`, which costs about twice as much for
/// the dozen characters of a price. An unpaired surrogate, which ICU's formatters never write,
/// becomes U+FFFD, as Swift's `String(decoding:as:)` would make it.
static inline int32_t cicu_utf16ToUTF8(const UChar *text, int32_t length, char *out, int32_t capacity,
                                       UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t written = 0;
    if (length <= capacity / 3) {
        // Fits whatever the characters are (a UTF-16 unit is at most 3 bytes of UTF-8; a
        // surrogate pair, two units, is 4): no capacity checks. The usual case for numbers.
        for (int32_t i = 0; i < length; i++) {
            uint32_t c = text[i];
            if (c < 0x80) {
                out[written++] = (char)c;
            } else if (c < 0x800) {
                out[written++] = (char)(0xC0 | c >> 6);
                out[written++] = (char)(0x80 | (c & 0x3F));
            } else if ((c & 0xFC00) == 0xD800 && i + 1 < length && (text[i + 1] & 0xFC00) == 0xDC00) {
                c = 0x10000 + ((c - 0xD800) << 10) + (uint32_t)(text[++i] - 0xDC00);
                out[written++] = (char)(0xF0 | c >> 18);
                out[written++] = (char)(0x80 | (c >> 12 & 0x3F));
                out[written++] = (char)(0x80 | (c >> 6 & 0x3F));
                out[written++] = (char)(0x80 | (c & 0x3F));
            } else {
                if ((c & 0xF800) == 0xD800) c = 0xFFFD;
                out[written++] = (char)(0xE0 | c >> 12);
                out[written++] = (char)(0x80 | (c >> 6 & 0x3F));
                out[written++] = (char)(0x80 | (c & 0x3F));
            }
        }
        return written;
    }
    for (int32_t i = 0; i < length; i++) {
        uint32_t c = text[i];
        if (c < 0x80) {
            if (written < capacity) out[written] = (char)c;
            written += 1;
        } else if (c < 0x800) {
            if (written + 2 <= capacity) {
                out[written] = (char)(0xC0 | c >> 6);
                out[written + 1] = (char)(0x80 | (c & 0x3F));
            }
            written += 2;
        } else if ((c & 0xFC00) == 0xD800 && i + 1 < length && (text[i + 1] & 0xFC00) == 0xDC00) {
            c = 0x10000 + ((c - 0xD800) << 10) + (uint32_t)(text[++i] - 0xDC00);
            if (written + 4 <= capacity) {
                out[written] = (char)(0xF0 | c >> 18);
                out[written + 1] = (char)(0x80 | (c >> 12 & 0x3F));
                out[written + 2] = (char)(0x80 | (c >> 6 & 0x3F));
                out[written + 3] = (char)(0x80 | (c & 0x3F));
            }
            written += 4;
        } else {
            if ((c & 0xF800) == 0xD800) c = 0xFFFD;
            if (written + 3 <= capacity) {
                out[written] = (char)(0xE0 | c >> 12);
                out[written + 1] = (char)(0x80 | (c >> 6 & 0x3F));
                out[written + 2] = (char)(0x80 | (c & 0x3F));
            }
            written += 3;
        }
    }
    if (written > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return written;
}

#endif
