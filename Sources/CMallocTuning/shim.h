#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

// glibc's allocator tuned for a process that holds one large list, downloads and decodes the
// next one on a few threads, then lets the first go. Measured peak RSS of a full revalidation
// (Scripts/bench; README, "Start-up against the floor").
static inline void repotui_tune_malloc(void) {
#if defined(__GLIBC__)
    // Each thread that allocates gets an arena of its own, up to eight per core; rows decoded on
    // one thread and freed on another leave every arena holding pages it cannot give back.
    // Two arenas keep both cores decoding without waiting on one lock.
    mallopt(M_ARENA_MAX, 2);
    // glibc raises its mmap threshold to the size of every large block freed, so after the
    // first list is let go the next lists' arrays (megabytes each) come from the heap and stay
    // there. A fixed threshold keeps them in mappings of their own, returned when freed.
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}
