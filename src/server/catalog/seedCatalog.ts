// The generated seed catalog: every category × style × color, deterministic for one seed.
import { ALL_CATEGORIES, COLORS, type Category, type ColorName } from '../../shared/constants';
import type { NewFurniture } from '../repositories/catalog';
import { between, intBetween, pick, rngFor, uuidFromKey, type Rng } from './random';
import { CATEGORY_SPECS, type ProductLine } from './seedProducts';
import { CARE, COLOR_FINISH, KIDS_NOTE, PRODUCT_NAMES, STYLE_WORDS } from './seedWords';
import { STYLES, type StyleName } from './styles';

export const DEFAULT_SEED = 20260101;
export const SEED_CURRENCY = 'AUD';
/** Variants handed to the art; it varies layouts by variant % 2, % 3 and % 4, so 12 shows every mix. */
export const ART_VARIANTS = 12;

/**
 * The art of the next item of one (category, style, color): every layout choice (% 2, % 3, % 4)
 * moves on, and it toggles the art's second set (other legs, other wood), so siblings never look alike.
 */
export const siblingVariant = (variant: number) =>
  (((variant % ART_VARIANTS) + 7) % ART_VARIANTS) + (variant >= ART_VARIANTS ? 0 : ART_VARIANTS);

export interface SeedOptions {
  seed?: number;
  /** Items per (category, style, color); by default 1 or 2, decided by the seed. */
  itemsPerCombo?: number;
}

export const seedSourceKey = (category: string, style: string, color: string, n: number) =>
  `seed:${category}:${style}:${color}:${n}`;

/** The media key of a seed item's procedural art (served by the catalog art route). */
export const artKey = (id: string) => `catalog/${id}.svg`;

const size = (rng: Rng, [min, max]: readonly [number, number]) => {
  const v = between(rng, min, max);
  return Math.round(max > 100 ? v / 5 : v) * (max > 100 ? 5 : 1);
};

/** Store prices: $1,299 above $100, $79.95 below; in cents. */
function storePrice(dollars: number): number {
  if (dollars >= 100) return (Math.round(dollars / 10) * 10 - 1) * 100;
  return Math.round(dollars / 5) * 500 - 5;
}

function makeItem(seed: number, category: Category, style: StyleName, color: ColorName, n: number): NewFurniture {
  const sourceKey = seedSourceKey(category, style, color, n);
  const rng = rngFor(seed, sourceKey);
  const spec = CATEGORY_SPECS[category];
  const words = STYLE_WORDS[style];
  // Items of one combo take different product lines, so a second item is not a twin of the first.
  const lines = spec.lines;
  const productLine: ProductLine = lines[(Math.floor(rng() * lines.length) + n) % lines.length];
  const name = pick(rng, PRODUCT_NAMES);
  const material = pick(rng, words.title[spec.kind]);
  const finish = COLOR_FINISH[color];
  const widthCm = size(rng, productLine.widthCm);
  const depthCm = productLine.depthCm === 'round' ? widthCm : size(rng, productLine.depthCm);
  const heightCm = size(rng, productLine.heightCm);
  const priceCents = storePrice(between(rng, ...productLine.priceAud) * words.priceFactor);
  const title = [name, productLine.prefix, material, productLine.noun].filter(Boolean).join(' ') + ` – ${finish}`;
  const details = [
    `The ${name} ${productLine.noun.toLowerCase()} ${words.lead}.`,
    `${words.materials[spec.kind]}.`,
    `Shown in ${finish.toLowerCase()}.`,
    `Dimensions: W ${widthCm} × D ${depthCm} × H ${heightCm} cm.`,
    CARE[spec.kind],
    spec.kids ? KIDS_NOTE : '',
  ]
    .filter(Boolean)
    .join(' ');
  const id = uuidFromKey(sourceKey);
  return {
    id,
    sourceKey,
    title,
    details,
    category,
    style,
    color,
    priceCents,
    currency: SEED_CURRENCY,
    widthCm,
    depthCm,
    heightCm,
    images: [artKey(id)],
    artVariant: intBetween(rng, 0, ART_VARIANTS - 1),
  };
}

/** Every seed item, in a fixed order; the same seed always gives the same items and ids. */
export function* generateSeedCatalog(options: SeedOptions = {}): Generator<NewFurniture> {
  const seed = options.seed ?? DEFAULT_SEED;
  for (const category of ALL_CATEGORIES) {
    for (const style of STYLES) {
      for (const color of COLORS) {
        const count = options.itemsPerCombo ?? (rngFor(seed, `count:${category}:${style}:${color}`)() < 0.5 ? 1 : 2);
        let previous: NewFurniture | undefined;
        for (let n = 1; n <= count; n++) {
          const item = makeItem(seed, category, style, color, n);
          if (previous) item.artVariant = siblingVariant(previous.artVariant ?? 0);
          previous = item;
          yield item;
        }
      }
    }
  }
}
