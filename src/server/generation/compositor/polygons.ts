// Small anti-aliased vector shapes (end panels, tops) drawn straight into the frame through resvg.
import { Resvg } from '@resvg/resvg-js';
import type { Pt } from './geometry';
import { blit, type Sprite } from './sprite';

export interface Shape {
  pts: Pt[];
  fill: string;
  opacity?: number;
  stroke?: string;
  /** A linear fade from `fill` at `from` to `to` at `toPt`. */
  fade?: { to: string; from: Pt; toPt: Pt };
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
  const defs: string[] = [];
  const body = shapes
    .map((s, i) => {
      let fill = s.fill;
      if (s.fade) {
        const f = s.fade;
        defs.push(
          `<linearGradient id="g${i}" gradientUnits="userSpaceOnUse" x1="${(f.from.x - left).toFixed(1)}" y1="${(f.from.y - top).toFixed(1)}" x2="${(f.toPt.x - left).toFixed(1)}" y2="${(f.toPt.y - top).toFixed(1)}"><stop offset="0" stop-color="${s.fill}"/><stop offset="1" stop-color="${f.to}"/></linearGradient>`,
        );
        fill = `url(#g${i})`;
      }
      const pts = s.pts.map((p) => `${(p.x - left).toFixed(2)},${(p.y - top).toFixed(2)}`).join(' ');
      const stroke = s.stroke ? ` stroke="${s.stroke}" stroke-width="1" stroke-linejoin="round"` : '';
      return `<polygon points="${pts}" fill="${fill}"${s.opacity !== undefined ? ` fill-opacity="${s.opacity}"` : ''}${stroke}/>`;
    })
    .join('');
  const img = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${defs.join('')}</defs>${body}</svg>`,
    {
      font: { loadSystemFonts: false },
    },
  ).render();
  blit(dst, { width: img.width, height: img.height, data: img.pixels }, left, top);
}
