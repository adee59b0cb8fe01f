/* Placeholder: the shim owner replaces it. */
#include "cwayland.h"
