import { sql } from 'drizzle-orm';
import type { Layout, RoomPhotoParams } from '../../shared/schemas/layout';
import type { TasteProfile } from '../recommend/types';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    googleSub: text('google_sub'),
    photo: text('photo'),
    tokenVersion: integer('token_version').notNull().default(0),
    selectedFurnitureIds: jsonb('selected_furniture_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Wrong codes across all of this account's codes, in a fixed 24 h window (API.md: 20 lock the codes).
    codeFailures: integer('code_failures').notNull().default(0),
    codeFailuresSince: timestamp('code_failures_since', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_sub_key').on(t.googleSub)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'emailVerification' | 'passwordReset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export type User = typeof users.$inferSelect;
export type VerificationCode = typeof verificationCodes.$inferSelect;

// The catalog: seed items (source key `seed:...`) and retailer imports (`<feed>:<sku>`).
export const furniture = pgTable(
  'furniture',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKey: text('source_key').notNull(),
    title: text('title').notNull(),
    details: text('details').notNull(),
    category: text('category').notNull(),
    style: text('style').notNull(),
    color: text('color').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    widthCm: integer('width_cm').notNull(),
    depthCm: integer('depth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** Media keys (or absolute URLs); seed items point at their procedural art `catalog/<id>.svg`. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    artVariant: integer('art_variant').notNull().default(0),
    /** Imports: hash of the normalized feed row, so an unchanged row is skipped. */
    contentHash: text('content_hash'),
    /** Imports: where each entry of images was copied from, so unchanged sources are not fetched again. */
    imageSources: jsonb('image_sources').$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('furniture_source_key_key').on(t.sourceKey),
    index('furniture_category_id_idx').on(t.category, t.id),
    index('furniture_category_style_color_id_idx').on(t.category, t.style, t.color, t.id),
    index('furniture_category_color_id_idx').on(t.category, t.color, t.id),
    // Recommendations: the cheapest pieces of a category among a few styles (a tight budget).
    index('furniture_category_style_price_id_idx').on(t.category, t.style, t.priceCents, t.id),
  ],
);

export type Furniture = typeof furniture.$inferSelect;
export type NewFurniture = typeof furniture.$inferInsert;

// One row per generated room image.
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The generation request it answers: a request is rendered and saved at most once. */
    requestId: text('request_id').notNull(),
    name: text('name').notNull(),
    roomType: text('room_type').notNull(),
    color: text('color').notNull(),
    style: text('style').notNull(),
    furnitureIds: jsonb('furniture_ids').$type<string[]>().notNull(),
    /** Media key of the generated PNG. */
    image: text('image').notNull(),
    renderer: text('renderer').notNull(),
    timings: jsonb('timings').$type<{ queuedMs: number; renderMs: number; totalMs: number }>().notNull(),
    /**
     * The series a regeneration belongs to: the id of the first project of the series (which
     * itself keeps null). No foreign key, so a series outlives the deletion of its first version.
     */
    seriesId: uuid('series_id'),
    /** The room and placements actually drawn (null for projects made before layouts were kept). */
    layout: jsonb('layout').$type<Layout>(),
    /** The own-photo backdrop it was rendered into, if any; the photo may since have been deleted. */
    roomPhoto: jsonb('room_photo').$type<RoomPhotoParams>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('projects_user_request_key').on(t.userId, t.requestId),
    index('projects_user_created_idx').on(t.userId, t.createdAt),
    index('projects_user_series_idx').on(t.userId, t.seriesId),
  ],
);

export type Project = typeof projects.$inferSelect;

// What a user's choices taught the recommender (repositories/tasteProfiles.ts); one row per user who chose anything.
export const tasteProfiles = pgTable('taste_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A TasteProfile (recommend/types.ts). */
  profile: jsonb('profile').$type<TasteProfile>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// A user's own room photos (API.md Room photos); the file lives in the media store under `mediaKey`.
export const roomPhotos = pgTable(
  'room_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaKey: text('media_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('room_photos_user_created_idx').on(t.userId, t.createdAt)],
);

export type RoomPhotoRow = typeof roomPhotos.$inferSelect;
