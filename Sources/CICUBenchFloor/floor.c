#include "CICUBenchFloor.h"
