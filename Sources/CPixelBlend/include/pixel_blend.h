/* CPixelBlend: a solid colour composited OVER premultiplied ARGB pixels through an a8
 * coverage mask, with AVX2, exactly as pixman rounds it.
 *
 * Why: drawing a bar's label is most of what a one-bar frame costs beyond copying the bar's
 * rows, and nearly all of that is pixman's SSE2 blend of the glyphs' coverage, four pixels
 * at a time (docs/BENCH.md, P1). This does eight at a time and, for the opaque text the
 * renderer draws, one multiplication in three fewer; the result is pixman's, pixel for pixel
 * (DrawingTests compares them), so the caller uses pixman where the CPU lacks AVX2.
 *
 * Every symbol carries the `pb_` prefix. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** True when this CPU runs pb_over_a8 (it has AVX2). */
bool pb_available(void);

/** Composites `color` (premultiplied 0xAARRGGBB) OVER the `width` × `height` pixels at `dst`
 *  (`dst_stride` pixels from one row to the next) through the coverage at `mask`
 *  (`mask_stride` bytes per row): per channel min(255, MUL(s, m) + MUL(d, 255 − MUL(sα, m))),
 *  MUL(a, b) = (t + (t >> 8)) >> 8 with t = a·b + 128, as pixman's PIXMAN_OP_OVER of a solid
 *  source with an a8 mask onto a8r8g8b8. Reads no mask byte outside the rectangle. `room`
 *  (at least `width`) is how many pixels of each row from `dst` on belong to the caller: a
 *  row's last group of eight may read and write back up to seven pixels past the rectangle,
 *  unchanged (a coverage of 0 gives exactly the destination), where they are within `room`.
 *  Requires pb_available(). */
void pb_over_a8(uint32_t *dst, ptrdiff_t dst_stride, int room, const uint8_t *mask, ptrdiff_t mask_stride,
                int width, int height, uint32_t color);

/** One glyph of a line of text: its a8 coverage (`mask`, `mask_stride` bytes per row) and
 *  its box against the pen's start on the baseline (`left`, and `top`, negative above it). */
typedef struct pb_glyph {
    const uint8_t *mask;
    ptrdiff_t mask_stride;
    int32_t left, top, width, height;
} pb_glyph;

/** pb_over_a8 for each of `count` glyphs in order, placed with the pen's start at (`x`,
 *  `baseline`) of the image at `bits` (`stride` pixels from one row to the next, `width`
 *  pixels wide): a line of text in one call instead of one per glyph. Every box must lie
 *  inside the image. Requires pb_available(). */
void pb_over_a8_run(uint32_t *bits, ptrdiff_t stride, int width, int x, int baseline, const pb_glyph *glyphs,
                    int count, uint32_t color);

/** Writes `rows` rows from `dst` (`stride` pixels apart), each a copy of the `width` pixels
 *  at `line`, where `line` is cut by the `count + 1` ascending offsets `cuts` (0 first, `width`
 *  last) into spans that each repeat every 64 pixels (a solid span, or a checkerboard whose
 *  two cells divide 64). Each span's first 64 pixels are loaded once into registers and
 *  stored row after row, which writes a bar's rows about twice as fast as copying each row
 *  (loads interleaved with the stores hold them back). At most PB_MAX_CUTS spans, else each
 *  row is copied. Requires pb_available(). */
#define PB_MAX_CUTS 16

void pb_copy_rows(uint32_t *dst, ptrdiff_t stride, int rows, const uint32_t *line, int width, const int32_t *cuts,
                  int count);

#ifdef __cplusplus
}
#endif
