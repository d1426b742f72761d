// Small anti-aliased vector shapes (end panels, tops) drawn straight into the frame through resvg.
import { Resvg } from '@resvg/resvg-js';
import type { Pt } from './geometry';
import { blit, type Sprite } from './sprite';

export interface Shape {
  pts: Pt[];
  fill: string;
  opacity?: number;
}

export function drawShapes(dst: Sprite, shapes: Shape[]): void {
  const all = shapes.flatMap((s) => s.pts);
  if (!all.length) return;
  const left = Math.max(0, Math.floor(Math.min(...all.map((p) => p.x))) - 1);
  const top = Math.max(0, Math.floor(Math.min(...all.map((p) => p.y))) - 1);
  const right = Math.min(dst.width, Math.ceil(Math.max(...all.map((p) => p.x))) + 1);
  const bottom = Math.min(dst.height, Math.ceil(Math.max(...all.map((p) => p.y))) + 1);
  const w = right - left;
  const h = bottom - top;
  if (w <= 0 || h <= 0) return;
  const body = shapes
    .map((s) => {
      const pts = s.pts.map((p) => `${(p.x - left).toFixed(2)},${(p.y - top).toFixed(2)}`).join(' ');
      return `<polygon points="${pts}" fill="${s.fill}"${s.opacity !== undefined ? ` fill-opacity="${s.opacity}"` : ''}/>`;
    })
    .join('');
  const img = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`, {
    font: { loadSystemFonts: false },
  }).render();
  blit(dst, { width: img.width, height: img.height, data: img.pixels }, left, top);
}
