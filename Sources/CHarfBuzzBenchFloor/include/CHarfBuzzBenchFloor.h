// The floor for the text benchmark: plain C calling HarfBuzz directly, with nothing around it.
#pragma once
#include <stdint.h>

/// A HarfBuzz font at the em scale and one reused buffer.
typedef struct CHarfBuzzBenchFloor CHarfBuzzBenchFloor;

/// Opens the first face of a font file; NULL when the file cannot be read.
CHarfBuzzBenchFloor *CHarfBuzzBenchFloor_open(const char *fontPath);
void CHarfBuzzBenchFloor_close(CHarfBuzzBenchFloor *floor);

/// Shapes each UTF-8 string in turn, as the kit does (guessed segment properties, default features),
/// and returns the sum of all advances in font units; adds the glyphs shaped to `*glyphs`.
int64_t CHarfBuzzBenchFloor_shapeAll(CHarfBuzzBenchFloor *floor, const char *const *strings,
                                     const int32_t *lengths, int32_t count, int64_t *glyphs);
