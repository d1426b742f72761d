// Drawer and door hardware, one kind per style.
import { darken, lighten } from './colors';
import type { Look } from './look';
import { cylGrad } from './shading';
import type { HandleKind } from './traits';

/**
 * A handle centred at (cx, cz). `size` is the front's width (drawers) or a hint of scale;
 * `vertical` turns bar-like pulls upright for doors.
 */
export function handle(
  L: Look,
  cx: number,
  cz: number,
  size: number,
  vertical = false,
  kind: HandleKind = L.t.handle,
): void {
  const { c } = L;
  const u = c.u;
  const metal = L.metal;
  const shiny = L.t.shinyMetal;
  const s = Math.min(Math.max(size, 8), 60);
  switch (kind) {
    case 'none':
      return;
    case 'bar':
    case 'deco': {
      const len = kind === 'deco' ? s * 0.4 : s * 0.32;
      const th = Math.max(u * 1.6, s * 0.035);
      if (vertical)
        c.rect(cx - th / 2, cz - len / 2, th, len, { fill: cylGrad(c, metal, true), sw: u * 0.5, rx: th / 2 });
      else c.rect(cx - len / 2, cz - th / 2, len, th, { fill: barGrad(L, metal), sw: u * 0.5, rx: th / 2 });
      if (kind === 'deco') {
        const r = th * 0.9;
        const [ax, az, bx, bz] = vertical ? [cx, cz - len / 2, cx, cz + len / 2] : [cx - len / 2, cz, cx + len / 2, cz];
        c.ellipse(ax, az, r, r, { fill: lighten(metal, 0.3), sw: u * 0.5 });
        c.ellipse(bx, bz, r, r, { fill: lighten(metal, 0.3), sw: u * 0.5 });
      }
      return;
    }
    case 'long': {
      const len = vertical ? s * 0.5 : s * 0.55;
      const th = Math.max(u * 1.8, s * 0.05);
      if (vertical)
        c.rect(cx - th / 2, cz - len / 2, th, len, { fill: darken(L.body.hex, 0.45), sw: u * 0.4, rx: th / 2 });
      else {
        c.rect(cx - len / 2, cz - th / 2, len, th, { fill: darken(L.body.hex, 0.5), sw: u * 0.4, rx: th / 2 });
        c.line(cx - len / 2 + th, cz + th * 0.35, cx + len / 2 - th, cz + th * 0.35, {
          stroke: lighten(L.wood.hex, 0.3),
          sw: u * 0.5,
        });
      }
      return;
    }
    case 'knob':
    case 'rope': {
      const r = Math.max(u * 1.6, s * 0.045);
      const hex =
        kind === 'rope' ? '#c9a46a' : L.t.name.toLowerCase() === 'bohemian' ? L.t.accents[L.variant % 3] : L.wood.hex;
      c.ellipse(cx, cz, r, r, { fill: knobGrad(L, hex), sw: u * 0.6 });
      if (kind === 'rope') c.ellipse(cx, cz, r * 0.55, r * 0.55, { stroke: darken(hex, 0.35), sw: u * 0.5 });
      return;
    }
    case 'cup': {
      const w = Math.min(Math.max(s * 0.22, u * 6), 11);
      const h = w * 0.42;
      const d = `M${c.p(cx - w / 2, cz + h * 0.3)} L${c.p(cx + w / 2, cz + h * 0.3)} Q${c.p(cx + w / 2, cz - h)} ${c.p(cx, cz - h)} Q${c.p(cx - w / 2, cz - h)} ${c.p(cx - w / 2, cz + h * 0.3)} Z`;
      c.path(d, { fill: cylGrad(c, metal, shiny), sw: u * 0.6 });
      c.line(cx - w / 2, cz + h * 0.3, cx + w / 2, cz + h * 0.3, { stroke: darken(metal, 0.3), sw: u * 1.2 });
      return;
    }
    case 'ring': {
      const r = Math.min(Math.max(s * 0.06, u * 2.2), 3.2);
      c.ellipse(cx, cz + r * 0.4, r * 0.55, r * 0.55, { fill: cylGrad(c, metal, true), sw: u * 0.5 });
      c.ellipse(cx, cz - r * 0.5, r, r, { stroke: darken(metal, 0.35), sw: u * 1.7 });
      c.ellipse(cx, cz - r * 0.5, r, r, { stroke: lighten(metal, 0.35), sw: u * 0.7 });
      return;
    }
    case 'finger': {
      const w = Math.max(s * 0.3, u * 6);
      const h = Math.max(u * 2, w * 0.16);
      c.rect(cx - w / 2, cz - h / 2, w, h, { fill: darken(L.body.hex, 0.45), stroke: 'none', rx: h / 2 });
      return;
    }
  }
}

function barGrad(L: Look, hex: string): string {
  const id = L.c.def(
    `bar:${hex}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(hex, 0.65)}"/>` +
      `<stop offset="0.5" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.35)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

function knobGrad(L: Look, hex: string): string {
  const id = L.c.def(
    `knob:${hex}`,
    (id) =>
      `<radialGradient id="${id}" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${lighten(hex, 0.6)}"/>` +
      `<stop offset="0.6" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.35)}"/></radialGradient>`,
  );
  return `url(#${id})`;
}
