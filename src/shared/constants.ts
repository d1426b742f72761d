// Business constants of SPEC.md §9, shared by the SPA and the server.

export const PRODUCT_NAME = 'Roomwise';

export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 4;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024; // 2097152
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_HINT = 'Max file size is 2mb. Supported files are png and jpeg.';
/** Room photos of API.md: JPEG, PNG or WebP, at most 10 MiB and 40 megapixels. */
export const ROOM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const ROOM_PHOTO_MAX_PIXELS = 40_000_000;
export const REDIRECT_DELAY_MS = 2000;

export const FURNITURE_PAGE_LIMIT = 30;
export const FURNITURE_FIRST_PAGE = 1;
export const FURNITURE_MAX_LIMIT = 100;
/** Categories one furniture query may ask for. */
export const FURNITURE_MAX_CATEGORIES = 50;
// Deep pages of a catalog this size are never real browsing; the cap bounds the OFFSET.
export const FURNITURE_MAX_PAGE = 10_000;
/** Orders of a catalog listing: the catalog's own (recommended), or by price; ties by id. */
export const FURNITURE_SORTS = ['recommended', 'price-asc', 'price-desc'] as const;
export type FurnitureSort = (typeof FURNITURE_SORTS)[number];
export const DIALOG_PAGE_SIZE = 6;
export const RESULTS_PAGE_SIZE = 12;
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_LIMIT = 50;
export const HISTORY_MAX_PAGE = 100_000;
/** Pieces a user's synced selection may hold. */
export const MAX_SELECTION = 200;
export const ROW_SCROLL_STEP_PX = 250;
export const MAX_FURNITURE_PER_ROOM = 12;
/** Room generations per user, across all of their sockets: at most this many in flight, and this many an hour. */
export const MAX_GENERATIONS_IN_FLIGHT = 2;
export const MAX_GENERATIONS_PER_HOUR = 30;

export const DOWNLOAD_FILE_NAME = 'room-visualization.png';

export const SOCKET_NAMESPACE = '/chatbot2';
export const SOCKET_OPTIONS = {
  timeout: 20000,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  transports: ['websocket', 'polling'],
} as const;

export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
  dragDismissPercent: 80,
} as const;
export const MOBILE_BREAKPOINT_PX = 500;

export const CATEGORIES = {
  coffeeTables: 'Coffee Tables',
  sofas: 'Couches, Sofas & Lounges',
  storageWallUnits: 'Storage & Wall Units',
  tvUnits: 'TV Units',
  armchairs: 'Armchairs & Occasional Chairs',
  sideboards: 'Sideboards & Buffets',
  diningChairs: 'Dining Chairs',
  diningTables: 'Dining Tables',
  bedFrames: 'Bed Frames',
  bedsideTables: 'Bedside Tables',
  chestOfDrawers: 'Chest of Drawers',
  wardrobes: 'Wardrobes',
  bookshelves: 'Bookshelves & Bookcases',
  desks: 'Desks & Tables',
  officeChairs: 'Office Chairs',
  officeStorages: 'Office Storages',
  sideTables: 'Side Tables',
  kidsBeds: "Kids' Beds",
  kidsCabinets: "Kids' Cabinets",
  kidsChairs: "Kids' Chairs & Stools",
  kidsTables: "Kids' Tables & Desks",
} as const;

export type Category = (typeof CATEGORIES)[keyof typeof CATEGORIES];
export const ALL_CATEGORIES: readonly Category[] = Object.values(CATEGORIES);

const C = CATEGORIES;
const LIVING_SMALL: Category[] = [C.coffeeTables, C.sofas, C.storageWallUnits, C.tvUnits];
const BEDROOM_SMALL: Category[] = [C.bedFrames, C.bedsideTables, C.chestOfDrawers, C.wardrobes];

export const ROOM_TYPES = [
  { name: 'Living Room - Small', categories: LIVING_SMALL },
  { name: 'Living Room - Large', categories: [...LIVING_SMALL, C.armchairs] },
  { name: 'Dining Room', categories: [C.sideboards, C.diningChairs, C.diningTables] },
  { name: 'Bedroom - Small', categories: BEDROOM_SMALL },
  { name: 'Bedroom - Large', categories: [...BEDROOM_SMALL, C.armchairs] },
  { name: 'Gaming/Office Room', categories: [C.bookshelves, C.desks, C.officeChairs, C.officeStorages] },
  { name: 'Home Theater', categories: [C.armchairs, C.sofas, C.sideTables, C.tvUnits] },
  { name: 'Kids Room', categories: [C.kidsBeds, C.kidsCabinets, C.kidsChairs, C.kidsTables] },
] as const satisfies readonly { name: string; categories: readonly Category[] }[];

export type RoomTypeName = (typeof ROOM_TYPES)[number]['name'];
export const ROOM_TYPE_NAMES: readonly RoomTypeName[] = ROOM_TYPES.map((r) => r.name);

export function categoriesForRoomType(name: string): readonly Category[] {
  return ROOM_TYPES.find((r) => r.name === name)?.categories ?? [];
}

export const COLORS = [
  'Anthracite',
  'Antique',
  'Beige',
  'Black',
  'Blue',
  'Brown',
  'Charcoal',
  'Chocolate',
  'Dark',
  'Desk',
  'Distressed',
  'Grey',
  'Ivory',
  'Light',
  'Mahogany',
  'Natural',
  'Navy',
  'Oak',
  'Slate',
  'Tan',
  'Taupe',
  'Walnut',
  'Weathered',
  'White',
  'Other',
] as const;
export type ColorName = (typeof COLORS)[number];
