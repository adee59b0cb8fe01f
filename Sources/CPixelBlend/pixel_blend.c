/* The AVX2 blend of include/pixel_blend.h (see there for why). */
#include "pixel_blend.h"

#include <string.h>

/* Swift fills arrays of it: its layout is part of the interface. */
_Static_assert(sizeof(pb_glyph) == 32, "pb_glyph layout changed");
_Static_assert(offsetof(pb_glyph, left) == 16, "pb_glyph.left offset");

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>

/* Three cpuid leaves asked directly: __builtin_cpu_supports links libgcc's CPU model, whose
 * constructor asks a dozen at every start, and cpuid traps to the hypervisor on a VM (about
 * 14 µs each here). AVX2 needs the CPU's flag and the OS saving the YMM registers (XCR0). */
bool pb_available(void) {
    unsigned a, b, c, d;
    __cpuid(0, a, b, c, d);
    if (a < 7) return false;
    __cpuid(1, a, b, c, d);
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return false;
    unsigned lo, hi;
    __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6) return false;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_AVX2) != 0;
}

/* pixman's MUL_UN8 on sixteen 16-bit lanes: (t + (t >> 8)) >> 8, t = a·b + 128, written as
 * pixman's SSE2 code does it: the high half of (t · 257). */
__attribute__((target("avx2"))) static inline __m256i pb_mul(__m256i a, __m256i b) {
    __m256i t = _mm256_adds_epu16(_mm256_mullo_epi16(a, b), _mm256_set1_epi16(0x80));
    return _mm256_mulhi_epu16(t, _mm256_set1_epi16(0x101));
}

/* Eight pixels `d` under eight coverage bytes `m8` (as a little-endian word). */
__attribute__((target("avx2"))) static inline __m256i pb_over8(__m256i d, uint64_t m8, __m256i s16, __m256i sa16,
                                                               bool opaque) {
    const __m256i zero = _mm256_setzero_si256(), full = _mm256_set1_epi16(0xff);
    /* Each coverage byte into all four bytes of its pixel (pixels 0-3 in the low lane). */
    const __m256i spread = _mm256_setr_epi8(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6,
                                            6, 6, 6, 7, 7, 7, 7);
    __m256i m = _mm256_shuffle_epi8(_mm256_set1_epi64x((long long)m8), spread);
    __m256i result[2];
    for (int half = 0; half < 2; half++) {
        __m256i mh = half ? _mm256_unpackhi_epi8(m, zero) : _mm256_unpacklo_epi8(m, zero);
        __m256i dh = half ? _mm256_unpackhi_epi8(d, zero) : _mm256_unpacklo_epi8(d, zero);
        /* MUL(255, m) == m: an opaque colour's alpha needs no multiplication. */
        __m256i alpha = opaque ? mh : pb_mul(sa16, mh);
        __m256i keep = pb_mul(dh, _mm256_sub_epi16(full, alpha));
        result[half] = _mm256_adds_epu16(pb_mul(s16, mh), keep);
    }
    return _mm256_packus_epi16(result[0], result[1]);
}

/* One pixel, as pb_over8 computes each of its eight. */
static inline uint32_t pb_mul1(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 0x80;
    return (t + (t >> 8)) >> 8;
}

static inline uint32_t pb_over1(uint32_t d, uint32_t m, uint32_t s) {
    uint32_t keep = 255 - pb_mul1(s >> 24, m), out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t c = pb_mul1((s >> shift) & 0xff, m) + pb_mul1((d >> shift) & 0xff, keep);
        out |= (c > 255 ? 255 : c) << shift;
    }
    return out;
}

__attribute__((target("avx2"))) void pb_over_a8(uint32_t *dst, ptrdiff_t dst_stride, int room, const uint8_t *mask,
                                                ptrdiff_t mask_stride, int width, int height, uint32_t color) {
    const __m256i s32 = _mm256_set1_epi32((int)color);
    const __m256i s16 = _mm256_unpacklo_epi8(s32, _mm256_setzero_si256());
    const __m256i sa16 = _mm256_set1_epi16((short)(color >> 24));
    const bool opaque = color >> 24 == 0xff;
    const int tail = width & 7, body = width - tail;
    /* The last partial group as a whole group, its extra pixels under coverage 0 (written
     * back unchanged), where the row has room; else pixel by pixel. */
    const bool wide_tail = tail && body + 8 <= room;
    for (int y = 0; y < height; y++, dst += dst_stride, mask += mask_stride) {
        for (int x = 0; x < body; x += 8) {
            uint64_t m8;
            memcpy(&m8, mask + x, 8);
            if (m8 == 0) continue;
            if (opaque && m8 == ~(uint64_t)0) {
                _mm256_storeu_si256((__m256i *)(dst + x), s32);
                continue;
            }
            __m256i d = _mm256_loadu_si256((const __m256i *)(dst + x));
            _mm256_storeu_si256((__m256i *)(dst + x), pb_over8(d, m8, s16, sa16, opaque));
        }
        if (!tail) continue;
        uint64_t m8 = 0;
        for (int i = 0; i < tail; i++) m8 |= (uint64_t)mask[body + i] << (8 * i);
        if (m8 == 0) continue;
        if (wide_tail) {
            __m256i d = _mm256_loadu_si256((const __m256i *)(dst + body));
            _mm256_storeu_si256((__m256i *)(dst + body), pb_over8(d, m8, s16, sa16, opaque));
        } else {
            for (int i = 0; i < tail; i++) {
                uint32_t m = mask[body + i];
                if (m) dst[body + i] = pb_over1(dst[body + i], m, color);
            }
        }
    }
}

__attribute__((target("avx2"))) void pb_over_a8_run(uint32_t *bits, ptrdiff_t stride, int width, int x,
                                                    int baseline, const pb_glyph *glyphs, int count,
                                                    uint32_t color) {
    for (int i = 0; i < count; i++) {
        const pb_glyph *g = &glyphs[i];
        int left = x + g->left;
        pb_over_a8(bits + (ptrdiff_t)(baseline + g->top) * stride + left, stride, width - left, g->mask,
                   g->mask_stride, g->width, g->height, color);
    }
}

/* One span [s, e) of pb_copy_rows: its 8-pixel groups from eight registers (the span repeats
 * every 64 pixels), and its last partial group as the 8 pixels that end it, which may
 * overlap pixels already written with the same values (the line's own). */
__attribute__((target("avx2"))) static void pb_copy_span(uint32_t *dst, ptrdiff_t stride, int rows,
                                                        const uint32_t *line, int s, int e) {
    const int groups = (e - s) / 8;
    __m256i u[8];
    for (int k = 0; k < 8; k++) u[k] = _mm256_loadu_si256((const __m256i *)(line + s + 8 * (k < groups ? k : 0)));
    const bool tail = (e - s) % 8 != 0;
    const __m256i last = _mm256_loadu_si256((const __m256i *)(line + e - 8));
    for (int y = 0; y < rows; y++, dst += stride) {
        uint32_t *p = dst + s;
        int g = 0;
        for (; g + 8 <= groups; g += 8, p += 64) {
            _mm256_storeu_si256((__m256i *)p, u[0]);
            _mm256_storeu_si256((__m256i *)(p + 8), u[1]);
            _mm256_storeu_si256((__m256i *)(p + 16), u[2]);
            _mm256_storeu_si256((__m256i *)(p + 24), u[3]);
            _mm256_storeu_si256((__m256i *)(p + 32), u[4]);
            _mm256_storeu_si256((__m256i *)(p + 40), u[5]);
            _mm256_storeu_si256((__m256i *)(p + 48), u[6]);
            _mm256_storeu_si256((__m256i *)(p + 56), u[7]);
        }
        /* The groups after the last whole 64 (constant indices keep `u` in registers). */
        const int r = groups - g;
        if (r > 0) _mm256_storeu_si256((__m256i *)p, u[0]);
        if (r > 1) _mm256_storeu_si256((__m256i *)(p + 8), u[1]);
        if (r > 2) _mm256_storeu_si256((__m256i *)(p + 16), u[2]);
        if (r > 3) _mm256_storeu_si256((__m256i *)(p + 24), u[3]);
        if (r > 4) _mm256_storeu_si256((__m256i *)(p + 32), u[4]);
        if (r > 5) _mm256_storeu_si256((__m256i *)(p + 40), u[5]);
        if (r > 6) _mm256_storeu_si256((__m256i *)(p + 48), u[6]);
        if (tail) _mm256_storeu_si256((__m256i *)(dst + e - 8), last);
    }
}

__attribute__((target("avx2"))) void pb_copy_rows(uint32_t *dst, ptrdiff_t stride, int rows, const uint32_t *line,
                                                  int width, const int32_t *cuts, int count) {
    if (width < 8 || count > PB_MAX_CUTS) {
        for (int y = 0; y < rows; y++, dst += stride) memcpy(dst, line, (size_t)width * 4);
        return;
    }
    /* A cut inside a 32-byte group, and a row that starts inside one, get that group as a
     * span of its own (it repeats: it is only 8 pixels), so every other group is stored
     * aligned: a store that crosses a cache line costs about twice as much. Rows share the
     * first row's alignment only when the stride keeps it. */
    const bool aligned_rows = stride % 8 == 0;
    int32_t spans[2 * PB_MAX_CUTS + 2];
    int n = 0;
    spans[n++] = 0;
    const int head = (int)(((uintptr_t)dst / 4) % 8);
    if (aligned_rows && head != 0 && 8 - head < cuts[1]) spans[n++] = 8 - head;   /* the row's first group */
    for (int i = 1; i < count; i++) {
        const int t = cuts[i], off = (int)(((uintptr_t)(dst + t) / 4) % 8);
        const int lo = t - off, hi = lo + 8;
        if (aligned_rows && off != 0 && lo > spans[n - 1] && hi < cuts[i + 1]) {
            spans[n++] = lo;
            spans[n++] = hi;
        } else {
            spans[n++] = t;
        }
    }
    spans[n] = width;
    for (int i = 0; i < n; i++) {
        int s = spans[i], e = spans[i + 1];
        /* A span shorter than a group is written by its last group, which starts in an earlier
         * span (or at 0) and repeats that span's pixels. */
        if (e - s < 8) s = e - 8 < 0 ? 0 : e - 8, e = s + 8;
        pb_copy_span(dst, stride, rows, line, s, e);
    }
}

#else

bool pb_available(void) { return false; }

void pb_over_a8(uint32_t *dst, ptrdiff_t dst_stride, int room, const uint8_t *mask, ptrdiff_t mask_stride,
                int width, int height, uint32_t color) {
    (void)dst, (void)dst_stride, (void)room, (void)mask, (void)mask_stride, (void)width, (void)height, (void)color;
}

void pb_copy_rows(uint32_t *dst, ptrdiff_t stride, int rows, const uint32_t *line, int width, const int32_t *cuts,
                  int count) {
    (void)dst, (void)stride, (void)rows, (void)line, (void)width, (void)cuts, (void)count;
}

void pb_over_a8_run(uint32_t *bits, ptrdiff_t stride, int width, int x, int baseline, const pb_glyph *glyphs,
                    int count, uint32_t color) {
    (void)bits, (void)stride, (void)width, (void)x, (void)baseline, (void)glyphs, (void)count, (void)color;
}

#endif
