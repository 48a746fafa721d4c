#include "CHarfBuzzBenchFloor.h"
#include <hb.h>
#include <stdlib.h>

struct CHarfBuzzBenchFloor {
    hb_font_t *font;
    hb_buffer_t *buffer;
};

CHarfBuzzBenchFloor *CHarfBuzzBenchFloor_open(const char *fontPath) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(fontPath);
    if (blob == NULL) return NULL;
    hb_face_t *face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    CHarfBuzzBenchFloor *floor = malloc(sizeof *floor);
    if (floor == NULL) {
        hb_face_destroy(face);
        return NULL;
    }
    floor->font = hb_font_create(face);
    hb_face_destroy(face);
    hb_font_make_immutable(floor->font);
    floor->buffer = hb_buffer_create();
    return floor;
}

void CHarfBuzzBenchFloor_close(CHarfBuzzBenchFloor *floor) {
    if (floor == NULL) return;
    hb_buffer_destroy(floor->buffer);
    hb_font_destroy(floor->font);
    free(floor);
}

int64_t CHarfBuzzBenchFloor_shapeAll(CHarfBuzzBenchFloor *floor, const char *const *strings,
                                     const int32_t *lengths, int32_t count, int64_t *glyphs) {
    int64_t total = 0;
    for (int32_t i = 0; i < count; i++) {
        hb_buffer_clear_contents(floor->buffer);
        hb_buffer_add_utf8(floor->buffer, strings[i], lengths[i], 0, lengths[i]);
        hb_buffer_guess_segment_properties(floor->buffer);
        hb_shape(floor->font, floor->buffer, NULL, 0);
        unsigned int length = 0;
        const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(floor->buffer, &length);
        for (unsigned int g = 0; g < length; g++) total += positions[g].x_advance;
        *glyphs += length;
    }
    return total;
}
