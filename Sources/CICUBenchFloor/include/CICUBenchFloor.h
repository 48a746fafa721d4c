#pragma once
int CICUBench_dummy(void);
