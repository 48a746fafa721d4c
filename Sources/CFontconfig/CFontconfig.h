// fontconfig, which finds installed fonts by family, weight and style (libfontconfig-dev).
// Flags come from pkg-config (`fontconfig`).
#include <fontconfig/fontconfig.h>
