/* The AVX2 blend of include/pixel_blend.h (see there for why). */
#include "pixel_blend.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

bool pb_available(void) { return __builtin_cpu_supports("avx2"); }

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

#else

bool pb_available(void) { return false; }

void pb_over_a8(uint32_t *dst, ptrdiff_t dst_stride, int room, const uint8_t *mask, ptrdiff_t mask_stride,
                int width, int height, uint32_t color) {
    (void)dst, (void)dst_stride, (void)room, (void)mask, (void)mask_stride, (void)width, (void)height, (void)color;
}

#endif
