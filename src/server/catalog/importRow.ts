// One feed row, checked and normalized. Field names are matched loosely (width_cm, widthCm, "Width (cm)").
import { z } from 'zod';
import { ALL_CATEGORIES, COLORS, type Category, type ColorName } from '../../shared/constants';
import { STYLES } from './styles';

export const MAX_IMAGES = 5;
export const DEFAULT_CURRENCY = 'AUD';

export interface ImportItem {
  sku: string;
  title: string;
  details: string;
  category: Category;
  style: string;
  color: ColorName;
  priceCents: number;
  currency: string;
  widthCm: number;
  depthCm: number;
  heightCm: number;
  /** As written in the feed: http(s) URLs or file paths. */
  images: string[];
}

const ALIASES: Record<string, string> = {
  id: 'sku',
  name: 'title',
  description: 'details',
  colour: 'color',
  width: 'widthcm',
  depth: 'depthcm',
  height: 'heightcm',
  images: 'image',
  imageurl: 'image',
  imageurls: 'image',
};

const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Field names made comparable; a nested dimensions object is flattened. */
export function normalizeFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    const k = squash(key);
    out[ALIASES[k] ?? k] = value;
  };
  for (const [key, value] of Object.entries(fields)) {
    if (squash(key) === 'dimensions' && value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) put(k.endsWith('Cm') || k.endsWith('_cm') ? k : `${k}cm`, v);
    } else put(key, value);
  }
  return out;
}

const byLowerCase = <T extends string>(list: readonly T[]) => new Map(list.map((v) => [v.toLowerCase(), v]));
const CATEGORY_BY_NAME = byLowerCase(ALL_CATEGORIES);
const COLOR_BY_NAME = byLowerCase(COLORS);
const STYLE_BY_NAME = byLowerCase(STYLES);

const required = (otherwise: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : otherwise),
});

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string(required('must be text')).min(1, 'is required').max(max),
  );

const number = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const cleaned = v.replace(/[\s,$€£]|AUD|USD/gi, '');
    return cleaned === '' ? undefined : Number(cleaned);
  },
  z.number(required('must be a number')).finite(),
);

const centimetres = number
  .pipe(z.number().positive('must be more than 0').max(1000, 'must be at most 1000 cm'))
  .transform((v) => Math.max(1, Math.round(v)));

const imageList = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split('|') : v),
    z.array(z.string().trim(), required('must be a list of images')).transform((list) => list.filter(Boolean)),
  )
  .pipe(
    z
      .array(z.string().max(2000))
      .min(1, 'needs at least one image')
      .max(MAX_IMAGES, `takes at most ${MAX_IMAGES} images`),
  );

export const feedRowSchema = z.object({
  sku: text(100),
  title: text(200),
  details: text(4000).optional(),
  category: text(100).refine((v) => CATEGORY_BY_NAME.has(v.toLowerCase()), {
    message: 'is not one of the 21 categories',
  }),
  style: text(40),
  color: text(40),
  price: number.pipe(z.number().positive('must be more than 0').max(1_000_000, 'must be at most 1000000')),
  currency: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter code'),
    )
    .optional(),
  widthcm: centimetres,
  depthcm: centimetres,
  heightcm: centimetres,
  image: imageList,
});

const FIELD_NAMES: Record<string, string> = { widthcm: 'width_cm', depthcm: 'depth_cm', heightcm: 'height_cm' };

export type RowCheck = { ok: true; item: ImportItem } | { ok: false; reason: string; sku?: string };

/**
 * A feed row as an item, or why not. Decisions: an unknown category is an error (the app only
 * shows the 21); any style is accepted (a named one is spelled as ours); an unknown color becomes
 * 'Other', with the feed's color kept in the details; prices are in major units (1299.95).
 */
export function checkFeedRow(fields: Record<string, unknown>): RowCheck {
  const normalized = normalizeFields(fields);
  const sku =
    typeof normalized.sku === 'string' || typeof normalized.sku === 'number'
      ? String(normalized.sku).trim() || undefined
      : undefined;
  if (fields.__notAnObject) return { ok: false, reason: 'the item is not an object' };
  const parsed = feedRowSchema.safeParse(normalized);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => {
      const field = String(i.path[0] ?? 'row');
      return `${FIELD_NAMES[field] ?? field} ${i.message}`;
    });
    return { ok: false, sku, reason: reasons.join('; ') };
  }
  const r = parsed.data;
  const color = COLOR_BY_NAME.get(r.color.toLowerCase());
  const details = [r.details ?? '', color ? '' : `Colour: ${r.color}.`].filter(Boolean).join(' ');
  return {
    ok: true,
    item: {
      sku: r.sku,
      title: r.title,
      details,
      category: CATEGORY_BY_NAME.get(r.category.toLowerCase())!,
      style: STYLE_BY_NAME.get(r.style.toLowerCase()) ?? r.style,
      color: color ?? 'Other',
      priceCents: Math.round(r.price * 100),
      currency: r.currency ?? DEFAULT_CURRENCY,
      widthCm: r.widthcm,
      depthCm: r.depthcm,
      heightCm: r.heightcm,
      images: r.image,
    },
  };
}
