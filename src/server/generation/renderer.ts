import type { Dimensions, Layout } from '../../shared/api';

/** One piece of furniture to draw into a room. */
export interface RoomPiece {
  id: string;
  category: string;
  title: string;
  style: string;
  color: string;
  dimensions: Dimensions;
  /** Catalog art (SVG text) or an imported product photo (PNG/JPEG/WebP bytes). */
  image: { kind: 'svg'; svg: string } | { kind: 'raster'; bytes: Buffer };
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
}

export interface RenderResult {
  png: Buffer;
  /** Which renderer made the image ('compositor', 'image-api'); recorded on the project. */
  renderer: string;
  width: number;
  height: number;
}

export interface Renderer {
  readonly name: string;
  render(spec: RoomSpec, signal?: AbortSignal): Promise<RenderResult>;
}

export const ROOM_IMAGE_WIDTH = 1536;
export const ROOM_IMAGE_HEIGHT = 1024;
