// Back wall finishes by style: exposed brick, wainscoting, shiplap, timber slats, deco pinstripes.
import { darken, lighten, mix } from '../../catalog/art/colors';
import { Rng } from '../../catalog/art/rng';
import type { Camera, Room } from './geometry';
import type { RoomLook } from './palette';

const f2 = (v: number) => v.toFixed(1);

export function wallTreatment(cam: Camera, room: Room, look: RoomLook, seed: string): string {
  const s = cam.scale(0);
  const X = (x: number) => cam.project(x, 0, 0).x;
  const Y = (h: number) => cam.project(0, h, 0).y;
  const out: string[] = [];
  const rnd = new Rng(`wall|${seed}`);
  const wall = look.backWall;
  switch (look.wall) {
    case 'brick': {
      const bw = 23;
      const bh = 7.2;
      const mortar = '#d8d0c4';
      out.push(
        `<rect x="${f2(X(0))}" y="${f2(Y(room.height))}" width="${f2(room.width * s)}" height="${f2(room.height * s)}" fill="${mortar}"/>`,
      );
      const brick = mix('#9b5b45', wall, 0.15);
      for (let row = 0, h = 0; h < room.height; row++, h += bh) {
        // Cut at the wall's edges: the wall is painted without a clip, and what ran past them showed in the seams
        // of the ceiling and side walls painted over it.
        const top = Math.min(room.height, h + bh);
        for (let x = row % 2 ? -bw / 2 : 0; x < room.width; x += bw) {
          const t = rnd.next() * 0.24 - 0.12;
          const fill = t > 0 ? lighten(brick, t) : darken(brick, -t);
          const x0 = Math.max(0, x);
          const x1 = Math.min(room.width, x + bw);
          out.push(
            `<rect x="${f2(X(x0) + 0.8)}" y="${f2(Y(top) + 0.8)}" width="${f2(Math.max(0, (x1 - x0) * s - 1.6))}" height="${f2(Math.max(0, (top - h) * s - 1.6))}" fill="${fill}"/>`,
          );
        }
      }
      break;
    }
    case 'wainscot': {
      const top = 92;
      const lower = lighten(mix(wall, '#ffffff', 0.55), 0.1);
      out.push(
        `<rect x="${f2(X(0))}" y="${f2(Y(top))}" width="${f2(room.width * s)}" height="${f2(top * s)}" fill="${lower}"/>`,
      );
      out.push(
        `<rect x="${f2(X(0))}" y="${f2(Y(top + 4))}" width="${f2(room.width * s)}" height="${f2(5 * s)}" fill="${lighten(lower, 0.1)}" stroke="${darken(lower, 0.18)}" stroke-width="1"/>`,
      );
      const panel = 70;
      const n = Math.max(1, Math.round(room.width / panel));
      const pw = room.width / n;
      for (let i = 0; i < n; i++) {
        out.push(
          `<rect x="${f2(X(i * pw + 8))}" y="${f2(Y(top - 12))}" width="${f2((pw - 16) * s)}" height="${f2((top - 34) * s)}" fill="none" stroke="${darken(lower, 0.16)}" stroke-width="1.6"/>` +
            `<rect x="${f2(X(i * pw + 8) + 2)}" y="${f2(Y(top - 12) + 2)}" width="${f2((pw - 16) * s - 4)}" height="${f2((top - 34) * s - 4)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="1"/>`,
        );
      }
      break;
    }
    case 'shiplap': {
      for (let h = 15; h < room.height; h += 15) {
        out.push(
          `<line x1="${f2(X(0))}" y1="${f2(Y(h))}" x2="${f2(X(room.width))}" y2="${f2(Y(h))}" stroke="${darken(wall, 0.14)}" stroke-width="1.3"/>`,
        );
        out.push(
          `<line x1="${f2(X(0))}" y1="${f2(Y(h) + 1.5)}" x2="${f2(X(room.width))}" y2="${f2(Y(h) + 1.5)}" stroke="#fff" stroke-opacity="0.35" stroke-width="1"/>`,
        );
      }
      break;
    }
    case 'slats': {
      // A timber slat panel behind the main piece.
      const wood = look.floor.kind === 'boards' ? lighten(look.floor.base, 0.05) : '#b48a5e';
      const w = Math.min(room.width * 0.5, 260);
      const x0 = (room.width - w) / 2;
      out.push(
        `<rect x="${f2(X(x0))}" y="${f2(Y(room.height))}" width="${f2(w * s)}" height="${f2(room.height * s)}" fill="${darken(wood, 0.22)}"/>`,
      );
      for (let x = x0 + 1; x < x0 + w - 3; x += 6) {
        out.push(
          `<rect x="${f2(X(x))}" y="${f2(Y(room.height))}" width="${f2(3.6 * s)}" height="${f2(room.height * s)}" fill="${(x / 6) % 3 < 1 ? lighten(wood, 0.04) : wood}"/>`,
        );
      }
      break;
    }
    case 'deco': {
      const gold = look.metal;
      const n = Math.max(3, Math.round(room.width / 110));
      const pw = room.width / n;
      for (let i = 0; i < n; i++) {
        const x = X(i * pw + 14);
        const w = (pw - 28) * s;
        const y = Y(room.height - 25);
        const h = (room.height - 45) * s;
        out.push(
          `<path d="M${f2(x)} ${f2(y + h)} V${f2(y + w / 2)} A${f2(w / 2)} ${f2(w / 2)} 0 0 1 ${f2(x + w)} ${f2(y + w / 2)} V${f2(y + h)}" fill="none" stroke="${gold}" stroke-width="2.2" stroke-opacity="0.8"/>`,
        );
      }
      break;
    }
    default:
      break;
  }
  return out.join('');
}
