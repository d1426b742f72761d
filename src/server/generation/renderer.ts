import type { DrawnLayout } from '../../shared/schemas/layout';
import type { Dimensions, Layout } from '../../shared/api';

/** One piece of furniture to draw into a room. */
export interface RoomPiece {
  id: string;
  category: string;
  title: string;
  style: string;
  color: string;
  dimensions: Dimensions;
  /** Which of the catalog art's variants the SVG is (legs, arms, materials), for the side view to match. */
  artVariant?: number;
  /** Catalog art (SVG text) or an imported product photo (PNG/JPEG/WebP bytes). */
  image: { kind: 'svg'; svg: string } | { kind: 'raster'; bytes: Buffer };
}

/** The user's own room photo as the backdrop (API.md Realtime `roomPhoto`), with its bytes loaded. */
export interface RoomPhotoInput {
  /** The stored photo: JPEG, PNG or WebP. */
  bytes: Buffer;
  /** Floor outline in pixels of the photo, clockwise from back-left. */
  floor: [[number, number], [number, number], [number, number], [number, number]];
  /** Real length of the outline's back edge. */
  referenceCm: number;
  /** Also return a mask of the placed pieces (the image API blends only there). */
  mask?: boolean;
}

export interface RoomSpec {
  roomType: string;
  color: string;
  style: string;
  pieces: RoomPiece[];
  /** Varies what is not chosen (wall art, lamps, plants), so a regenerated room is not a copy. */
  variation?: string;
  /** Where each piece stands (API.md's floor plan, already checked); unset: the planner arranges them. */
  layout?: Layout;
  /** Draw into this photo instead of a drawn room (the photo's floor is planned by the renderer). */
  photo?: RoomPhotoInput;
}

export interface RenderResult {
  png: Buffer;
  /** Which renderer made the image ('compositor', 'image-api'); recorded on the project. */
  renderer: string;
  width: number;
  height: number;
  /** File extension of the image bytes (in `png`, despite the name, when this says 'jpg'); PNG by default. */
  extension?: 'png' | 'jpg';
  /** With `photo.mask`: a PNG as large as the image, transparent where pieces stand, opaque elsewhere. */
  mask?: Buffer;
  /** The arrangement drawn, when the renderer planned it itself (no layout sent, or a photo's measured floor). */
  layout?: DrawnLayout;
}

export interface Renderer {
  readonly name: string;
  render(spec: RoomSpec, signal?: AbortSignal): Promise<RenderResult>;
}

export const ROOM_IMAGE_WIDTH = 1536;
export const ROOM_IMAGE_HEIGHT = 1024;
