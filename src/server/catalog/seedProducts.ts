// What each category sells in the seed catalog: product lines with real-world sizes and AUD prices.
import { CATEGORIES, type Category } from '../../shared/constants';

type Range = readonly [number, number];

export interface ProductLine {
  /** Words before the material in the title: '3-Seater', 'Queen', ''. */
  prefix: string;
  noun: string;
  widthCm: Range;
  /** 'round': depth equals width. */
  depthCm: Range | 'round';
  heightCm: Range;
  /** Whole dollars, before the style's price factor. */
  priceAud: Range;
}

/** Which family of material words and texts a category uses. */
export type Kind = 'case' | 'soft' | 'frame' | 'bed' | 'office';

export interface CategorySpec {
  kind: Kind;
  kids?: boolean;
  lines: readonly ProductLine[];
}

const line = (prefix: string, noun: string, w: Range, d: Range | 'round', h: Range, price: Range): ProductLine => ({
  prefix,
  noun,
  widthCm: w,
  depthCm: d,
  heightCm: h,
  priceAud: price,
});

const C = CATEGORIES;

export const CATEGORY_SPECS: Record<Category, CategorySpec> = {
  [C.coffeeTables]: {
    kind: 'case',
    lines: [
      line('', 'Coffee Table', [100, 130], [55, 70], [38, 45], [249, 899]),
      line('Round', 'Coffee Table', [75, 95], 'round', [38, 45], [199, 749]),
      line('Nesting', 'Coffee Tables', [60, 85], [45, 60], [38, 48], [229, 649]),
      line('Lift-Top', 'Coffee Table', [100, 120], [50, 60], [42, 48], [299, 799]),
    ],
  },
  [C.sofas]: {
    kind: 'soft',
    lines: [
      line('2-Seater', 'Sofa', [150, 185], [85, 100], [75, 90], [899, 2499]),
      line('3-Seater', 'Sofa', [200, 235], [88, 105], [75, 90], [1199, 3499]),
      line('Corner', 'Modular Sofa', [270, 330], [160, 220], [72, 88], [1999, 5999]),
      line('', 'Chaise Lounge', [160, 200], [70, 90], [70, 85], [799, 2299]),
      line('3-Seater', 'Sofa Bed', [190, 220], [90, 100], [80, 92], [999, 2799]),
    ],
  },
  [C.storageWallUnits]: {
    kind: 'case',
    lines: [
      line('', 'Wall Unit', [180, 260], [35, 45], [180, 220], [699, 2499]),
      line('', 'Display Cabinet', [80, 120], [38, 45], [150, 190], [499, 1599]),
      line('Cube', 'Storage Unit', [75, 150], [33, 40], [75, 150], [149, 499]),
      line('', 'Storage Cabinet', [80, 100], [40, 45], [100, 130], [349, 1099]),
    ],
  },
  [C.tvUnits]: {
    kind: 'case',
    lines: [
      line('', 'TV Unit', [150, 200], [38, 48], [45, 60], [349, 1499]),
      line('Low', 'Entertainment Unit', [180, 240], [38, 45], [40, 50], [449, 1799]),
      line('Corner', 'TV Stand', [100, 130], [45, 55], [50, 60], [249, 799]),
    ],
  },
  [C.armchairs]: {
    kind: 'soft',
    lines: [
      line('', 'Armchair', [75, 90], [78, 92], [78, 95], [499, 1799]),
      line('Wingback', 'Armchair', [78, 88], [82, 92], [100, 115], [699, 1999]),
      line('', 'Accent Chair', [65, 80], [70, 82], [75, 88], [349, 1299]),
      line('Swivel', 'Lounge Chair', [75, 90], [78, 90], [75, 90], [599, 1899]),
      line('', 'Recliner', [80, 95], [90, 100], [100, 110], [799, 2199]),
    ],
  },
  [C.sideboards]: {
    kind: 'case',
    lines: [
      line('', 'Sideboard', [150, 200], [40, 50], [75, 90], [699, 2499]),
      line('', 'Buffet', [120, 180], [42, 50], [80, 95], [599, 2199]),
      line('', 'Buffet & Hutch', [120, 160], [42, 50], [180, 200], [1199, 3299]),
    ],
  },
  [C.diningChairs]: {
    kind: 'frame',
    lines: [
      line('', 'Dining Chair', [44, 52], [50, 58], [78, 92], [119, 499]),
      line('', 'Dining Armchair', [55, 62], [55, 60], [78, 88], [199, 599]),
      line('Set of 2', 'Dining Chairs', [44, 52], [50, 58], [78, 92], [229, 899]),
      line('', 'Counter Stool', [42, 48], [45, 52], [88, 98], [129, 449]),
    ],
  },
  [C.diningTables]: {
    kind: 'case',
    lines: [
      line('4-Seater', 'Dining Table', [120, 150], [80, 90], [74, 77], [499, 1699]),
      line('6-Seater', 'Dining Table', [180, 200], [90, 100], [74, 77], [799, 2999]),
      line('8-Seater', 'Dining Table', [220, 260], [95, 105], [74, 77], [1199, 4299]),
      line('Round', 'Dining Table', [100, 130], 'round', [74, 77], [499, 1899]),
      line('Extendable', 'Dining Table', [160, 200], [90, 100], [74, 77], [899, 3299]),
    ],
  },
  [C.bedFrames]: {
    kind: 'bed',
    lines: [
      line('Queen', 'Bed Frame', [160, 175], [210, 225], [90, 130], [699, 2499]),
      line('King', 'Bed Frame', [195, 210], [215, 230], [95, 135], [899, 2999]),
      line('Double', 'Bed Frame', [145, 160], [200, 215], [85, 120], [549, 1899]),
      line('Queen', 'Storage Bed', [160, 175], [212, 225], [100, 130], [999, 2799]),
    ],
  },
  [C.bedsideTables]: {
    kind: 'case',
    lines: [
      line('', 'Bedside Table', [40, 55], [35, 45], [45, 60], [149, 599]),
      line('2-Drawer', 'Bedside Table', [45, 55], [38, 45], [50, 62], [179, 699]),
      line('Open Shelf', 'Bedside Table', [38, 48], [30, 38], [45, 55], [99, 399]),
    ],
  },
  [C.chestOfDrawers]: {
    kind: 'case',
    lines: [
      line('5-Drawer', 'Tallboy', [60, 85], [42, 50], [110, 130], [449, 1499]),
      line('6-Drawer', 'Chest of Drawers', [120, 160], [45, 50], [75, 90], [599, 1999]),
      line('3-Drawer', 'Chest', [80, 100], [42, 48], [75, 85], [349, 1199]),
    ],
  },
  [C.wardrobes]: {
    kind: 'case',
    lines: [
      line('2-Door', 'Wardrobe', [90, 110], [55, 62], [180, 210], [599, 1899]),
      line('3-Door', 'Wardrobe', [130, 160], [55, 62], [190, 215], [899, 2699]),
      line('Sliding Door', 'Wardrobe', [180, 240], [60, 66], [200, 220], [1199, 3499]),
    ],
  },
  [C.bookshelves]: {
    kind: 'case',
    lines: [
      line('5-Tier', 'Bookcase', [70, 100], [28, 38], [170, 200], [199, 899]),
      line('Ladder', 'Bookshelf', [60, 80], [35, 45], [170, 190], [149, 499]),
      line('Low', 'Bookcase', [100, 160], [30, 38], [75, 110], [199, 799]),
      line('Wide', 'Bookcase', [140, 180], [30, 38], [180, 210], [399, 1399]),
    ],
  },
  [C.desks]: {
    kind: 'case',
    lines: [
      line('', 'Writing Desk', [100, 130], [50, 60], [74, 77], [249, 999]),
      line('', 'Computer Desk', [120, 160], [60, 75], [73, 76], [299, 1199]),
      line('L-Shaped', 'Desk', [140, 170], [120, 150], [74, 76], [499, 1499]),
      line('Sit-Stand', 'Desk', [120, 180], [70, 80], [70, 120], [599, 1799]),
    ],
  },
  [C.officeChairs]: {
    kind: 'office',
    lines: [
      line('Ergonomic', 'Office Chair', [62, 70], [60, 68], [105, 125], [299, 1299]),
      line('Mid-Back', 'Task Chair', [58, 65], [56, 62], [90, 105], [179, 599]),
      line('Executive', 'Office Chair', [65, 72], [68, 75], [115, 130], [399, 1499]),
    ],
  },
  [C.officeStorages]: {
    kind: 'case',
    lines: [
      line('2-Drawer', 'Filing Cabinet', [40, 48], [50, 62], [65, 75], [199, 699]),
      line('3-Drawer', 'Mobile Pedestal', [40, 45], [48, 55], [58, 65], [149, 449]),
      line('', 'Office Cupboard', [80, 100], [40, 45], [120, 190], [349, 1199]),
    ],
  },
  [C.sideTables]: {
    kind: 'case',
    lines: [
      line('Round', 'Side Table', [40, 55], 'round', [48, 60], [99, 399]),
      line('', 'Side Table', [40, 55], [35, 45], [50, 62], [99, 449]),
      line('C-Shaped', 'Side Table', [40, 50], [30, 38], [55, 65], [79, 299]),
    ],
  },
  [C.kidsBeds]: {
    kind: 'case',
    kids: true,
    lines: [
      line('Single', 'Kids Bed', [95, 105], [195, 205], [70, 110], [349, 999]),
      line('Single', 'Bunk Bed', [100, 110], [200, 210], [150, 170], [699, 1699]),
      line('King Single', 'Cabin Bed', [115, 125], [205, 215], [90, 120], [499, 1499]),
      line('Toddler', 'Bed', [75, 85], [145, 155], [55, 75], [249, 599]),
    ],
  },
  [C.kidsCabinets]: {
    kind: 'case',
    kids: true,
    lines: [
      line('', 'Kids Toy Cabinet', [80, 110], [35, 42], [70, 100], [199, 599]),
      line('', 'Kids Wardrobe', [80, 100], [45, 52], [140, 170], [349, 999]),
      line('Cube', 'Kids Storage Unit', [60, 110], [30, 35], [60, 110], [129, 399]),
    ],
  },
  [C.kidsChairs]: {
    kind: 'frame',
    kids: true,
    lines: [
      line('', 'Kids Chair', [32, 38], [32, 38], [52, 60], [39, 149]),
      line('', 'Kids Stool', [28, 34], [28, 34], [28, 35], [29, 99]),
      line('', 'Kids Armchair', [45, 55], [42, 50], [50, 58], [89, 299]),
    ],
  },
  [C.kidsTables]: {
    kind: 'case',
    kids: true,
    lines: [
      line('', 'Kids Activity Table', [60, 80], [50, 60], [45, 52], [99, 349]),
      line('', 'Kids Desk', [80, 100], [45, 55], [55, 65], [149, 499]),
      line('Height-Adjustable', 'Kids Desk', [80, 100], [55, 65], [52, 76], [249, 699]),
    ],
  },
};
