// CICU: a small C shim over the system ICU (libicu 72 on Debian 12).
//
// Why this exists: Foundation on Linux bundles its own ICU, whose headers collide with the system's
// when both reach one Swift module, and ICU renames every C symbol per version (`unum_open_72`).
// So this header declares only plain C types and `CICU_`-prefixed functions; the `.c` files include
// the ICU headers and link `icuuc`/`icui18n`. Swift never sees an ICU type.
//
// Conventions, shared by every function here:
// - `status` is ICU's `UErrorCode` as a plain `int32_t`: 0 is success, negative values are warnings
//   (also success), positive values are failures. Swift turns it into an error in one place.
// - Functions that produce text write UTF-8 into `out` (capacity `capacity` bytes, not terminated)
//   and return the length they need. When that exceeds `capacity`, `status` is
//   `CICU_BUFFER_OVERFLOW` and the caller retries with a larger buffer.
// - Handles are opaque and owned by exactly one Swift object, which closes them.

#ifndef CICU_H
#define CICU_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's U_BUFFER_OVERFLOW_ERROR.
#define CICU_BUFFER_OVERFLOW 15

/// ICU's name for a status code, such as "U_ILLEGAL_ARGUMENT_ERROR". Never NULL.
const char *CICU_errorName(int32_t status);

/// The ICU version this shim was built against, such as "72.1".
const char *CICU_version(void);

/// The CLDR version of ICU's data, such as "42.0".
int32_t CICU_cldrVersion(char *out, int32_t capacity, int32_t *status);

#pragma mark - Locales

/// Converts a BCP 47 tag ("es-419") to an ICU locale ID ("es_419"); `parsedLength` tells how much of
/// the tag ICU understood, so a caller can reject trailing garbage.
int32_t CICU_localeFromLanguageTag(const char *tag, int32_t *parsedLength,
                                   char *out, int32_t capacity, int32_t *status);

/// Canonicalizes an ICU locale ID ("en_us" -> "en_US", "iw" -> "he").
int32_t CICU_localeCanonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status);

/// Converts an ICU locale ID to a BCP 47 tag ("es_419" -> "es-419").
int32_t CICU_localeToLanguageTag(const char *localeID, char *out, int32_t capacity, int32_t *status);

/// The number of locales ICU ships data for; see `CICU_availableLocale`.
int32_t CICU_availableLocaleCount(void);

/// The ICU ID of the available locale at `index`, or NULL when out of range.
const char *CICU_availableLocale(int32_t index);

/// The CLDR parent of a locale: the `%%Parent` of its data bundle when it has one ("es_MX" ->
/// "es_419"), otherwise the ID with its last subtag removed ("es_419" -> "es"). Empty for root.
int32_t CICU_localeParent(const char *localeID, char *out, int32_t capacity, int32_t *status);

/// A locale ID with its likely script and region added (CLDR likely subtags: "es" -> "es_Latn_ES",
/// "pt" -> "pt_Latn_BR"): where a language alone is written, for a resource named by region.
int32_t CICU_localeAddLikelySubtags(const char *localeID, char *out, int32_t capacity, int32_t *status);

/// The names of ICU's numbering systems that have ten digits ("latn arab deva …"), separated by
/// single spaces: the values the kit accepts for a locale's "numbers" keyword.
int32_t CICU_decimalNumberingSystems(char *out, int32_t capacity, int32_t *status);

/// ICU's ULayoutType for character orientation: the direction characters run in a line.
#define CICU_LAYOUT_LEFT_TO_RIGHT 0
#define CICU_LAYOUT_RIGHT_TO_LEFT 1
#define CICU_LAYOUT_TOP_TO_BOTTOM 2
#define CICU_LAYOUT_BOTTOM_TO_TOP 3
#define CICU_LAYOUT_UNKNOWN 4

/// The character orientation of a locale ("ar", "he", "fa", "ur", "az_Arab" run right to left), one
/// of the `CICU_LAYOUT_` values: from the script the identifier names or its likely script
/// (`uscript_isRightToLeft`), else the locale's data (`uloc_getCharacterOrientation`).
int32_t CICU_localeCharacterOrientation(const char *localeID, int32_t *status);

/// The script a locale is written in: the one it names, else the likely one for its language and
/// region (`uloc_addLikelySubtags`), as a big-endian ISO 15924 tag ('C' 'y' 'r' 'l' for ru); 0 when ICU
/// cannot tell.
uint32_t CICU_localeLikelyScript(const char *localeID);

#pragma mark - Number formatting (unumf)

/// An immutable, thread-safe ICU number formatter (`UNumberFormatter`).
typedef struct CICU_NumberFormatter CICU_NumberFormatter;

/// Opens a formatter for a number skeleton ("currency/EUR .00") in a locale. NULL on failure.
CICU_NumberFormatter *CICU_numberFormatterOpen(const char *skeleton, const char *localeID,
                                               int32_t *status);
void CICU_numberFormatterClose(CICU_NumberFormatter *formatter);

/// Formats a double. Uses a per-thread result object, so concurrent calls never share one.
int32_t CICU_formatDouble(const CICU_NumberFormatter *formatter, double value,
                          char *out, int32_t capacity, int32_t *status);

/// Formats a 64-bit integer.
int32_t CICU_formatInt64(const CICU_NumberFormatter *formatter, int64_t value,
                         char *out, int32_t capacity, int32_t *status);

/// Formats a decimal number given as ASCII text ("1234.50", "-35E-1"), exactly, with no binary
/// floating-point step.
int32_t CICU_formatDecimal(const CICU_NumberFormatter *formatter, const char *decimal, int32_t length,
                           char *out, int32_t capacity, int32_t *status);

#pragma mark - Plural rules (uplrules)

/// ICU plural rules for a locale (`UPluralRules`), immutable once opened.
typedef struct CICU_PluralRules CICU_PluralRules;

CICU_PluralRules *CICU_pluralRulesOpen(const char *localeID, int32_t *status);
void CICU_pluralRulesClose(CICU_PluralRules *rules);

/// The plural keyword ("one", "many", ...) of a decimal number as `formatter` displays it, so
/// visible fraction digits count ("1.0" is "other" in English).
int32_t CICU_pluralSelectDecimal(const CICU_PluralRules *rules, const CICU_NumberFormatter *formatter,
                                 const char *decimal, int32_t length,
                                 char *out, int32_t capacity, int32_t *status);

/// The same for a double.
int32_t CICU_pluralSelectDouble(const CICU_PluralRules *rules, const CICU_NumberFormatter *formatter,
                                double value, char *out, int32_t capacity, int32_t *status);

/// The keywords a locale uses, separated by single spaces, in ICU's order.
int32_t CICU_pluralKeywords(const CICU_PluralRules *rules, char *out, int32_t capacity, int32_t *status);

/// The CLDR cardinal plural rules of a locale exactly as ICU's data writes them, samples included:
/// one "keyword: condition @integer … @decimal …" line per keyword, lines separated by "\n".
///
/// Why this exists: ICU's C API exposes keywords and selection but not the sample lists, and its
/// C++ `PluralRules::getRules()` drops them; the rule text lives in ICU's "plurals" resource bundle,
/// looked up as `PluralRules::forLocale` does (the locale's base name, then its parents by
/// truncation), else CLDR root's rules (only "other"), which is what ICU selects then.
int32_t CICU_pluralRuleText(const char *localeID, char *out, int32_t capacity, int32_t *status);

#pragma mark - Currencies (ucurr)

/// Whether ICU's currency data knows a three-letter ISO 4217 code (current or historic).
bool CICU_currencyIsKnown(const char *code);

/// The number of minor-unit digits of a currency (EUR 2, JPY 0, BHD 3).
int32_t CICU_currencyFractionDigits(const char *code, int32_t *status);

#pragma mark - Number parsing (unum)

/// A locale's decimal parser (`UNumberFormat` of style decimal), used read-only.
typedef struct CICU_NumberParser CICU_NumberParser;

CICU_NumberParser *CICU_numberParserOpen(const char *localeID, int32_t *status);
void CICU_numberParserClose(CICU_NumberParser *parser);

/// Parses UTF-16 text as a decimal number. Writes the number as an ASCII decimal string ("1234",
/// "1.5") and sets `*position` to the UTF-16 offset where parsing stopped (or failed).
int32_t CICU_parseDecimal(const CICU_NumberParser *parser, const uint16_t *text, int32_t textLength,
                          int32_t *position, char *out, int32_t capacity, int32_t *status);

#pragma mark - Line breaking (ubrk)

/// Finds the line-break opportunities (UAX #14, tailored for `localeID`; "" is the root rules) in
/// UTF-8 text. Writes each opportunity after the start as a UTF-8 offset into `offsets`, ascending,
/// the last one being `length` for non-empty text, and whether it is mandatory (a hard break after a
/// line separator, ICU rule status >= 100) into `mandatory`. Returns how many there are. A capacity of
/// `length` always suffices; with less, `status` is `CICU_BUFFER_OVERFLOW` and the return value is the
/// count needed. Each thread reuses one iterator per locale, so this is safe to call concurrently.
int32_t CICU_lineBreaks(const char *localeID, const char *text, int32_t length,
                        int32_t *offsets, bool *mandatory, int32_t capacity, int32_t *status);

#pragma mark - Bidirectional text (ubidi)

/// A direction as these functions report it: left to right, right to left, or none (no strong
/// character).
#define CICU_DIRECTION_LEFT_TO_RIGHT 0
#define CICU_DIRECTION_RIGHT_TO_LEFT 1
#define CICU_DIRECTION_NEUTRAL 2

/// The direction of the first strong character of UTF-8 text (UAX #9 rules P2–P3: letters of
/// bidirectional class L, R or AL, skipping text inside isolates), or `CICU_DIRECTION_NEUTRAL`.
int32_t CICU_bidiFirstStrongDirection(const char *text, int32_t length);

/// Resolves the embedding levels of UTF-8 text (UAX #9, ICU's `ubidi`) with every paragraph at
/// `paragraphLevel` (0 left to right, 1 right to left), writing one level per UTF-8 byte (every byte
/// of a character gets the character's level) into `levels`, whose capacity must be at least
/// `length`. Rule L1 is applied as if each paragraph were one line (white space before a tab or a
/// paragraph end takes the paragraph level). Each thread reuses one `UBiDi` object, so this is safe
/// to call concurrently.
void CICU_bidiLevels(const char *text, int32_t length, uint8_t paragraphLevel, uint8_t *levels,
                     int32_t capacity, int32_t *status);

/// Reorders runs into visual order (UAX #9 rule L2, `ubidi_reorderVisual`): given each run's level
/// in logical order, writes into `visualToLogical[i]` the logical index of the run drawn i-th from
/// the left. Levels are at most 126 (`UBIDI_MAX_EXPLICIT_LEVEL` + 1), as resolved levels always are.
void CICU_bidiReorderVisual(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/// The mirrored form of a code point (Bidi_Mirroring_Glyph: "(" for ")"), or the code point itself.
int32_t CICU_bidiMirror(int32_t codePoint);


#pragma mark - Scripts (uscript)

/// Splits UTF-8 text into runs of one script (ICU's `uscript_getScript`). Characters of the
/// Common, Inherited and Unknown scripts (spaces, digits, punctuation, combining marks) join the run
/// before them, or the first run when the text starts with them. Writes each run's end as a UTF-8
/// offset into `ends` and its ISO 15924 code as a big-endian four-letter tag ('A' 'r' 'a' 'b' for
/// Arabic) into `scripts`, 0 for text with no script of its own. Returns the number of runs; a
/// capacity of `length` always suffices, with less `status` is `CICU_BUFFER_OVERFLOW`.
int32_t CICU_scriptRuns(const char *text, int32_t length, int32_t *ends, uint32_t *scripts,
                        int32_t capacity, int32_t *status);

/// The script of one code point as `CICU_scriptRuns` writes it (a big-endian ISO 15924 tag), 0 for the
/// Common, Inherited and Unknown scripts.
uint32_t CICU_scriptOf(int32_t codePoint);

/// The English name ICU gives a script ("Hiragana" for 'H' 'i' 'r' 'a'), NUL-terminated into `buffer`;
/// returns its length, 0 when ICU knows no such script or the buffer is too small.
int32_t CICU_scriptName(uint32_t tag, char *buffer, int32_t capacity);

#pragma mark - Character properties (uchar)

/// UAX #11 East Asian Width classes, numbered as ICU's `UEastAsianWidth`.
#define CICU_EAST_ASIAN_NEUTRAL 0
#define CICU_EAST_ASIAN_AMBIGUOUS 1
#define CICU_EAST_ASIAN_HALFWIDTH 2
#define CICU_EAST_ASIAN_FULLWIDTH 3
#define CICU_EAST_ASIAN_NARROW 4
#define CICU_EAST_ASIAN_WIDE 5

/// The East Asian Width class of a code point, one of the `CICU_EAST_ASIAN_` values.
int32_t CICU_eastAsianWidth(int32_t codePoint);

#ifdef __cplusplus
}
#endif

#endif
