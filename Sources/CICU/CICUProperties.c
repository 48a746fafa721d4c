// Unicode character properties Swift's standard library does not expose, such as East Asian Width.
#include "CICU.h"
#include <unicode/uchar.h>

_Static_assert(CICU_EAST_ASIAN_NEUTRAL == U_EA_NEUTRAL, "UEastAsianWidth numbering");
_Static_assert(CICU_EAST_ASIAN_AMBIGUOUS == U_EA_AMBIGUOUS, "UEastAsianWidth numbering");
_Static_assert(CICU_EAST_ASIAN_HALFWIDTH == U_EA_HALFWIDTH, "UEastAsianWidth numbering");
_Static_assert(CICU_EAST_ASIAN_FULLWIDTH == U_EA_FULLWIDTH, "UEastAsianWidth numbering");
_Static_assert(CICU_EAST_ASIAN_NARROW == U_EA_NARROW, "UEastAsianWidth numbering");
_Static_assert(CICU_EAST_ASIAN_WIDE == U_EA_WIDE, "UEastAsianWidth numbering");

int32_t CICU_eastAsianWidth(int32_t codePoint) {
    return u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH);
}
