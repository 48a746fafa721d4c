// FreeType, the font file reader (libfreetype-dev). Its headers are reached through macros, so this
// header includes `ft2build.h` first, as FreeType requires. Flags come from pkg-config (`freetype2`).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
