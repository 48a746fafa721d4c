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

/// Whether `p` starts a surrogate pair that ends before `end`.
static inline int cicu_isSurrogatePair(const UChar *p, const UChar *end) {
    return (p[0] & 0xFC00) == 0xD800 && p + 1 < end && (p[1] & 0xFC00) == 0xDC00;
}

/// The UTF-8 length of UTF-16 text; an unpaired surrogate counts as U+FFFD (3 bytes).
static inline int32_t cicu_utf8Length(const UChar *text, int32_t length) {
    int32_t bytes = 0;
    const UChar *end = text + length;
    for (const UChar *p = text; p < end; p++) {
        if (*p < 0x80) {
            bytes += 1;
        } else if (*p < 0x800) {
            bytes += 2;
        } else if (cicu_isSurrogatePair(p, end)) {
            bytes += 4;
            p++;
        } else {
            bytes += 3;
        }
    }
    return bytes;
}

/// Converts UTF-16 to UTF-8 into the caller's buffer in one pass and returns the UTF-8 length, which
/// is also what it reports with U_BUFFER_OVERFLOW_ERROR when the text does not fit.
///
/// The number formatters' hot path uses it instead of `u_strToUTF8`, which costs about twice as
/// much for the dozen characters of a price. An unpaired surrogate, which ICU's formatters never
/// write, becomes U+FFFD, as Swift's `String(decoding:as:)` would make it.
static inline int32_t cicu_utf16ToUTF8(const UChar *text, int32_t length, char *out, int32_t capacity,
                                       UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    // A UTF-16 unit takes at most 3 bytes (a surrogate pair, two units, takes 4), so text of up to
    // a third of the capacity always fits; only longer text is measured first.
    if (length > capacity / 3) {
        int32_t needed = cicu_utf8Length(text, length);
        if (needed > capacity) {
            *status = U_BUFFER_OVERFLOW_ERROR;
            return needed;
        }
    }
    char *o = out;
    const UChar *end = text + length;
    for (const UChar *p = text; p < end; p++) {
        uint32_t c = *p;
        if (c < 0x80) {
            *o++ = (char)c;
        } else if (c < 0x800) {
            *o++ = (char)(0xC0 | c >> 6);
            *o++ = (char)(0x80 | (c & 0x3F));
        } else if (cicu_isSurrogatePair(p, end)) {
            c = 0x10000 + ((c - 0xD800) << 10) + (uint32_t)(p[1] - 0xDC00);
            p++;
            *o++ = (char)(0xF0 | c >> 18);
            *o++ = (char)(0x80 | (c >> 12 & 0x3F));
            *o++ = (char)(0x80 | (c >> 6 & 0x3F));
            *o++ = (char)(0x80 | (c & 0x3F));
        } else {
            if ((c & 0xF800) == 0xD800) c = 0xFFFD;
            *o++ = (char)(0xE0 | c >> 12);
            *o++ = (char)(0x80 | (c >> 6 & 0x3F));
            *o++ = (char)(0x80 | (c & 0x3F));
        }
    }
    return (int32_t)(o - out);
}

#endif
