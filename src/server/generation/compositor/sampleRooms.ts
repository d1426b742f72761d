// Renders one furnished room per room type, to look at the compositor's output.
// Usage: npx tsx src/server/generation/compositor/sampleRooms.ts /tmp/rooms [--style=S] [--color=C]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES as C, type Category } from '../../../shared/constants';
import { renderFurnitureSvg } from '../../catalog/art';
import type { RoomPiece, RoomSpec } from '../renderer';
import { createCompositorRenderer } from './index';

interface Pick {
  category: Category;
  dims: [number, number, number];
  color?: string;
  variant?: number;
}

const piece = (room: string, style: string, color: string, p: Pick, i: number): RoomPiece => {
  const [widthCm, depthCm, heightCm] = p.dims;
  const dimensions = { widthCm, depthCm, heightCm };
  const c = p.color ?? color;
  return {
    id: `${room}-${i}`,
    category: p.category,
    title: `${style} ${p.category}`,
    style,
    color: c,
    dimensions,
    artVariant: p.variant ?? i,
    image: {
      kind: 'svg',
      svg: renderFurnitureSvg({ category: p.category, style, color: c, variant: p.variant ?? i, dimensions }),
    },
  };
};

export const SAMPLE_ROOMS: { roomType: string; style: string; color: string; picks: Pick[] }[] = [
  {
    roomType: 'Living Room - Small',
    style: 'Scandinavian',
    color: 'Grey',
    picks: [
      { category: C.sofas, dims: [210, 90, 82] },
      { category: C.coffeeTables, dims: [100, 55, 42], color: 'Oak' },
      { category: C.tvUnits, dims: [160, 40, 50], color: 'White' },
      { category: C.storageWallUnits, dims: [120, 40, 180], color: 'Oak' },
    ],
  },
  {
    roomType: 'Living Room - Large',
    style: 'Mid-Century',
    color: 'Navy',
    picks: [
      { category: C.sofas, dims: [230, 95, 84] },
      { category: C.coffeeTables, dims: [120, 60, 40], color: 'Walnut' },
      { category: C.armchairs, dims: [80, 82, 88], color: 'Tan' },
      { category: C.armchairs, dims: [80, 82, 88], color: 'Tan' },
      { category: C.tvUnits, dims: [180, 42, 52], color: 'Walnut' },
      { category: C.storageWallUnits, dims: [200, 45, 190], color: 'Walnut' },
      { category: C.sideTables, dims: [45, 45, 55], color: 'Walnut' },
    ],
  },
  {
    roomType: 'Dining Room',
    style: 'Traditional',
    color: 'Mahogany',
    picks: [
      { category: C.diningTables, dims: [200, 95, 76] },
      { category: C.sideboards, dims: [170, 48, 85] },
      ...Array.from({ length: 6 }, () => ({
        category: C.diningChairs,
        dims: [47, 54, 96] as [number, number, number],
        variant: 1,
      })),
    ],
  },
  {
    roomType: 'Bedroom - Small',
    style: 'Japandi',
    color: 'Natural',
    picks: [
      { category: C.bedFrames, dims: [155, 210, 95] },
      { category: C.bedsideTables, dims: [45, 38, 50] },
      { category: C.bedsideTables, dims: [45, 38, 50] },
      { category: C.wardrobes, dims: [140, 60, 210] },
      { category: C.chestOfDrawers, dims: [80, 45, 100] },
    ],
  },
  {
    roomType: 'Bedroom - Large',
    style: 'Hamptons',
    color: 'White',
    picks: [
      { category: C.bedFrames, dims: [185, 220, 125], color: 'Beige' },
      { category: C.bedsideTables, dims: [55, 42, 60] },
      { category: C.bedsideTables, dims: [55, 42, 60] },
      { category: C.wardrobes, dims: [180, 62, 215] },
      { category: C.chestOfDrawers, dims: [120, 48, 90] },
      { category: C.armchairs, dims: [78, 80, 95], color: 'Blue' },
    ],
  },
  {
    roomType: 'Gaming/Office Room',
    style: 'Industrial',
    color: 'Charcoal',
    picks: [
      { category: C.desks, dims: [140, 70, 75], color: 'Oak' },
      { category: C.officeChairs, dims: [66, 66, 118], color: 'Black' },
      { category: C.bookshelves, dims: [90, 32, 190], color: 'Black' },
      { category: C.bookshelves, dims: [90, 32, 190], color: 'Black' },
      { category: C.officeStorages, dims: [47, 60, 130], color: 'Anthracite' },
    ],
  },
  {
    roomType: 'Home Theater',
    style: 'Art Deco',
    color: 'Black',
    picks: [
      { category: C.tvUnits, dims: [200, 45, 50] },
      { category: C.sofas, dims: [240, 100, 85], color: 'Chocolate' },
      { category: C.armchairs, dims: [90, 90, 95], color: 'Chocolate' },
      { category: C.armchairs, dims: [90, 90, 95], color: 'Chocolate' },
      { category: C.sideTables, dims: [45, 45, 55], color: 'Walnut' },
      { category: C.sideTables, dims: [45, 45, 55], color: 'Walnut' },
    ],
  },
  {
    roomType: 'Kids Room',
    style: 'Coastal',
    color: 'Blue',
    picks: [
      { category: C.kidsBeds, dims: [98, 200, 110], color: 'White' },
      { category: C.kidsCabinets, dims: [90, 40, 80], color: 'White' },
      { category: C.kidsTables, dims: [80, 60, 50], color: 'Natural' },
      { category: C.kidsChairs, dims: [34, 34, 58], color: 'Blue' },
      { category: C.kidsChairs, dims: [34, 34, 58], color: 'Beige' },
      { category: C.kidsChairs, dims: [34, 34, 58], color: 'Blue' },
      { category: C.kidsCabinets, dims: [60, 40, 120], color: 'White' },
      { category: C.kidsBeds, dims: [98, 200, 110], color: 'Beige' },
      { category: C.kidsChairs, dims: [34, 34, 58], color: 'White' },
      { category: C.kidsTables, dims: [60, 50, 45], color: 'White' },
      { category: C.bookshelves, dims: [80, 30, 150], color: 'White' },
      { category: C.sideTables, dims: [40, 40, 45], color: 'White' },
    ],
  },
];

export function sampleSpec(i: number, over: { style?: string; color?: string } = {}): RoomSpec {
  const r = SAMPLE_ROOMS[i];
  const style = over.style ?? r.style;
  const color = over.color ?? r.color;
  return { roomType: r.roomType, style, color, pieces: r.picks.map((p, k) => piece(r.roomType, style, color, p, k)) };
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: sampleRooms.ts <folder> [--style=S] [--color=C] [--only=N]');
  const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  mkdirSync(out, { recursive: true });
  const renderer = createCompositorRenderer();
  const only = opt('only');
  for (let i = 0; i < SAMPLE_ROOMS.length; i++) {
    if (only !== undefined && !only.split(',').includes(String(i))) continue;
    const spec = sampleSpec(i, { style: opt('style'), color: opt('color') });
    const t = performance.now();
    const { png } = await renderer.render(spec);
    const file = path.join(out, `${i}-${spec.roomType.replace(/[^a-z]+/gi, '-').toLowerCase()}.png`);
    writeFileSync(file, png);
    console.log(`${file}  ${spec.pieces.length} pieces  ${(performance.now() - t).toFixed(0)} ms`);
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
