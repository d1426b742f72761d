// Premultiplied RGBA images and the frame they are composited into.

export interface Sprite {
  width: number;
  height: number;
  /** Premultiplied RGBA, row by row. */
  data: Uint8Array;
}

export function blankSprite(width: number, height: number): Sprite {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/** Source-over of `src` at integer offset (left, top); `mirror` flips it left to right. */
export function blit(
  dst: Sprite,
  src: Sprite,
  left: number,
  top: number,
  mirror = false,
  /** Only this part of the source (its pixels, unmirrored): [x0, y0, x1, y1). */
  part?: [number, number, number, number],
): void {
  const [px0, py0, px1, py1] = part ?? [0, 0, src.width, src.height];
  const x0 = Math.max(0, left + (mirror ? src.width - px1 : px0));
  const y0 = Math.max(0, top + py0);
  const x1 = Math.min(dst.width, left + (mirror ? src.width - px0 : px1));
  const y1 = Math.min(dst.height, top + py1);
  const d = dst.data;
  const s = src.data;
  for (let y = y0; y < y1; y++) {
    const sy = y - top;
    let di = (y * dst.width + x0) * 4;
    for (let x = x0; x < x1; x++, di += 4) {
      const sx = mirror ? src.width - 1 - (x - left) : x - left;
      const si = (sy * src.width + sx) * 4;
      const a = s[si + 3];
      if (a === 0) continue;
      if (a === 255) {
        d[di] = s[si];
        d[di + 1] = s[si + 1];
        d[di + 2] = s[si + 2];
        d[di + 3] = 255;
        continue;
      }
      const k = 255 - a;
      d[di] = (s[si] + (d[di] * k + 127) / 255) | 0;
      d[di + 1] = (s[si + 1] + (d[di + 1] * k + 127) / 255) | 0;
      d[di + 2] = (s[si + 2] + (d[di + 2] * k + 127) / 255) | 0;
      d[di + 3] = (a + (d[di + 3] * k + 127) / 255) | 0;
    }
  }
}

/** Bilinear sample of a premultiplied sprite at (x, y) in pixel-centre coordinates, into out[0..3]. */
export function sample(src: Sprite, x: number, y: number, out: Float64Array): void {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  out[0] = out[1] = out[2] = out[3] = 0;
  const w = src.width;
  const h = src.height;
  const s = src.data;
  for (let j = 0; j < 2; j++) {
    const yy = iy + j;
    if (yy < 0 || yy >= h) continue;
    const wy = j ? ty : 1 - ty;
    for (let i = 0; i < 2; i++) {
      const xx = ix + i;
      if (xx < 0 || xx >= w) continue;
      const wgt = wy * (i ? tx : 1 - tx);
      if (wgt === 0) continue;
      const si = (yy * w + xx) * 4;
      out[0] += s[si] * wgt;
      out[1] += s[si + 1] * wgt;
      out[2] += s[si + 2] * wgt;
      out[3] += s[si + 3] * wgt;
    }
  }
}

/** Mean colour of the opaque part of a sprite (unpremultiplied). */
export function meanColor(src: Sprite): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  let a = 0;
  const s = src.data;
  for (let i = 0; i < s.length; i += 16) {
    r += s[i];
    g += s[i + 1];
    b += s[i + 2];
    a += s[i + 3];
  }
  if (a === 0) return [128, 128, 128];
  return [(r / a) * 255, (g / a) * 255, (b / a) * 255];
}
