// libhyphen (libhyphen-dev), the hyphenation library of LibreOffice and Firefox: TeX patterns
// (Liang's algorithm) from the `.dic` files of Debian's hyphen-* packages in /usr/share/hyphen.
// Swift imports it directly, internally only: Debian ships no pkg-config file for it.
#include <hyphen.h>
