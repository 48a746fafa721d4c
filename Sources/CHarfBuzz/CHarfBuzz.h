// HarfBuzz, the OpenType shaper (libharfbuzz-dev). Swift imports it directly: unlike ICU, its headers
// collide with nothing in Foundation. Flags come from pkg-config (`harfbuzz`).
#include <hb.h>
#include <hb-ot.h>
