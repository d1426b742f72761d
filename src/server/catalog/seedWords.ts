// The words of the seed catalog: product names, how each style is described and made, finishes.
import type { ColorName } from '../../shared/constants';
import type { Kind } from './seedProducts';
import type { StyleName } from './styles';

export const PRODUCT_NAMES = [
  'Harlow',
  'Ashby',
  'Bexley',
  'Calder',
  'Delphine',
  'Elwood',
  'Fenwick',
  'Greer',
  'Hollis',
  'Iona',
  'Jasper',
  'Kinsley',
  'Linden',
  'Marlowe',
  'Nash',
  'Oakley',
  'Palmer',
  'Quinn',
  'Rowan',
  'Sutton',
  'Tamsin',
  'Usher',
  'Vaughn',
  'Wren',
  'Yarra',
  'Zara',
  'Arden',
  'Byron',
  'Coogee',
  'Darlo',
  'Eden',
  'Flinders',
  'Glebe',
  'Hampton',
  'Inala',
  'Jindera',
  'Kirra',
  'Lorne',
  'Manly',
  'Noosa',
  'Orford',
  'Paddington',
  'Queenscliff',
  'Rosebery',
  'Sorrento',
  'Toorak',
  'Umina',
  'Valla',
  'Wattle',
  'Avoca',
  'Brighton',
  'Camden',
  'Dover',
  'Ellis',
  'Fitzroy',
  'Garnet',
  'Hudson',
  'Ivy',
  'Juno',
  'Keats',
] as const;

export interface StyleWords {
  /** Title words per kind: 'Velvet' Sofa, 'Oak' Coffee Table. */
  title: Record<Kind, readonly string[]>;
  /** "The Harlow sofa ..." */
  lead: string;
  /** Materials sentence per kind. */
  materials: Record<Kind, string>;
  /** Price factor against the category's range. */
  priceFactor: number;
}

const words = (w: StyleWords) => w;

export const STYLE_WORDS: Record<StyleName, StyleWords> = {
  Modern: words({
    title: {
      case: ['Gloss', 'Lacquered'],
      soft: ['Fabric', 'Boucle'],
      frame: ['Upholstered', 'Moulded'],
      bed: ['Upholstered', 'Platform'],
      office: ['Mesh'],
    },
    lead: 'pairs crisp lines with a low, contemporary profile',
    materials: {
      case: 'Engineered wood with a durable matte lacquer and powder-coated steel accents',
      soft: 'Kiln-dried hardwood frame, high-resilience foam cushions and stain-resistant woven fabric',
      frame: 'Moulded polypropylene shell with a padded seat on powder-coated steel legs',
      bed: 'Upholstered headboard on a solid pine frame with sprung timber slats',
      office: 'Breathable mesh back, moulded foam seat, synchro-tilt mechanism and nylon base',
    },
    priceFactor: 1,
  }),
  Scandinavian: words({
    title: {
      case: ['Ash', 'Beech'],
      soft: ['Linen Blend', 'Wool Blend'],
      frame: ['Beech', 'Oak'],
      bed: ['Ash', 'Oak'],
      office: ['Fabric'],
    },
    lead: 'keeps things light, bright and practical in true Nordic fashion',
    materials: {
      case: 'Solid ash frame with ash veneer panels and a clear lacquer',
      soft: 'Solid beech frame and legs with wool-blend upholstery over pocket springs',
      frame: 'Solid beech frame with a paper-cord or fabric seat',
      bed: 'Solid ash frame with a slatted headboard and sprung slats',
      office: 'Woven fabric upholstery, solid beech armrests and a height-adjustable gas lift',
    },
    priceFactor: 1,
  }),
  Industrial: words({
    title: {
      case: ['Steel & Timber', 'Reclaimed Elm'],
      soft: ['Leather', 'Faux Leather'],
      frame: ['Metal', 'Steel & Leather'],
      bed: ['Metal', 'Steel'],
      office: ['Leather'],
    },
    lead: 'brings a warehouse edge with raw metal and rugged timber',
    materials: {
      case: 'Recycled elm timber on a black powder-coated steel frame',
      soft: 'Top-grain leather on a steel-reinforced frame with black metal legs',
      frame: 'Powder-coated steel frame with a solid elm or leather seat',
      bed: 'Powder-coated tubular steel frame with a timber slat base',
      office: 'Bonded leather upholstery, steel frame and a five-star aluminium base',
    },
    priceFactor: 1,
  }),
  'Mid-Century': words({
    title: {
      case: ['Walnut Veneer', 'Teak'],
      soft: ['Velvet', 'Tweed'],
      frame: ['Walnut', 'Bentwood'],
      bed: ['Walnut', 'Tufted'],
      office: ['Walnut & Leather'],
    },
    lead: 'channels 1960s design with tapered legs and soft curves',
    materials: {
      case: 'Walnut veneer over engineered wood with solid rubberwood tapered legs',
      soft: 'Velvet-look upholstery, button tufting and solid walnut-stained tapered legs',
      frame: 'Steam-bent solid timber with a walnut stain and an upholstered seat pad',
      bed: 'Walnut-stained solid timber frame with a button-tufted headboard',
      office: 'Moulded walnut-veneer shell with leather-look cushions on an aluminium base',
    },
    priceFactor: 1.1,
  }),
  Coastal: words({
    title: {
      case: ['Whitewashed', 'Rattan'],
      soft: ['Linen', 'Slipcover'],
      frame: ['Rattan', 'Cane'],
      bed: ['Rattan', 'Whitewashed'],
      office: ['Linen'],
    },
    lead: 'brings a relaxed, breezy beach-house feel',
    materials: {
      case: 'Whitewashed acacia with natural rattan detailing',
      soft: 'Removable linen-blend covers over feather-wrapped foam on a hardwood frame',
      frame: 'Hand-woven natural rattan over a solid timber frame',
      bed: 'Natural rattan headboard on a whitewashed hardwood frame',
      office: 'Linen-look upholstery with whitewashed timber arms on a castor base',
    },
    priceFactor: 1,
  }),
  Hamptons: words({
    title: {
      case: ['Shaker', 'Painted Timber'],
      soft: ['Linen', 'Performance Fabric'],
      frame: ['Linen', 'Cross-Back'],
      bed: ['Upholstered', 'Shaker'],
      office: ['Linen'],
    },
    lead: 'offers timeless, relaxed elegance with classic detailing',
    materials: {
      case: 'Painted hardwood with shaker-style panels and brushed nickel handles',
      soft: 'Performance linen upholstery with piped edges and turned timber legs',
      frame: 'Solid birch frame with a cross-back design and a linen seat',
      bed: 'Linen-upholstered panel headboard on a solid hardwood frame',
      office: 'Linen upholstery with brushed nickel studs and a swivel base',
    },
    priceFactor: 1.15,
  }),
  Farmhouse: words({
    title: {
      case: ['Reclaimed Pine', 'Rustic Timber'],
      soft: ['Slipcovered', 'Cotton Canvas'],
      frame: ['Timber', 'Spindle-Back'],
      bed: ['Timber', 'Reclaimed Pine'],
      office: ['Fabric'],
    },
    lead: 'adds rustic, lived-in warmth',
    materials: {
      case: 'Reclaimed pine with a hand-rubbed wax finish and black iron hardware',
      soft: 'Washable cotton slipcovers over a sturdy pine frame',
      frame: 'Solid pine with a spindle back and a saddle seat',
      bed: 'Reclaimed pine frame with a planked headboard',
      office: 'Cotton-canvas upholstery on a timber-look frame with castors',
    },
    priceFactor: 1,
  }),
  Japandi: words({
    title: {
      case: ['Oak', 'Slatted Oak'],
      soft: ['Boucle', 'Linen'],
      frame: ['Oak', 'Paper Cord'],
      bed: ['Oak', 'Low Oak'],
      office: ['Boucle'],
    },
    lead: 'blends Japanese restraint with Scandinavian comfort',
    materials: {
      case: 'Solid oak with slatted detailing and a natural oil finish',
      soft: 'Boucle upholstery on a low solid oak base',
      frame: 'Solid oak frame with a woven paper-cord seat',
      bed: 'Low-profile solid oak platform with a slatted headboard',
      office: 'Boucle upholstery with oak armrests and a matte black base',
    },
    priceFactor: 1.1,
  }),
  Minimalist: words({
    title: {
      case: ['Matte', 'Handleless'],
      soft: ['Fabric', 'Microfibre'],
      frame: ['Metal', 'Moulded'],
      bed: ['Platform', 'Fabric'],
      office: ['Mesh'],
    },
    lead: 'strips everything back to pure, quiet form',
    materials: {
      case: 'Engineered wood with a seamless, handleless push-to-open design',
      soft: 'Microfibre upholstery on a slim metal base',
      frame: 'Slim powder-coated steel frame with a moulded seat',
      bed: 'Fabric-wrapped platform base with a low headboard',
      office: 'Mesh back, slim aluminium frame and a tilt-lock mechanism',
    },
    priceFactor: 0.9,
  }),
  Traditional: words({
    title: {
      case: ['Mahogany', 'Carved Timber'],
      soft: ['Leather', 'Damask'],
      frame: ['Mahogany', 'Turned-Leg'],
      bed: ['Sleigh', 'Mahogany'],
      office: ['Leather'],
    },
    lead: 'is crafted with classic proportions and refined detailing',
    materials: {
      case: 'Solid mahogany with turned legs and antique brass handles',
      soft: 'Rolled arms, leather upholstery and carved hardwood legs',
      frame: 'Solid mahogany with turned legs and an upholstered seat',
      bed: 'Solid mahogany sleigh frame with a curved head and foot board',
      office: 'Button-tufted leather, padded arms and a polished timber base',
    },
    priceFactor: 1.2,
  }),
  Bohemian: words({
    title: {
      case: ['Mango Wood', 'Carved Mango Wood'],
      soft: ['Velvet', 'Jacquard'],
      frame: ['Rattan', 'Woven'],
      bed: ['Rattan', 'Carved'],
      office: ['Velvet'],
    },
    lead: 'layers texture and artisan character',
    materials: {
      case: 'Solid mango wood with hand-carved detailing',
      soft: 'Jacquard-weave upholstery with tasselled accents on a mango wood base',
      frame: 'Hand-woven rattan on a solid mango wood frame',
      bed: 'Hand-carved mango wood headboard on a solid timber frame',
      office: 'Velvet upholstery with a woven rattan back panel',
    },
    priceFactor: 0.95,
  }),
  'Art Deco': words({
    title: {
      case: ['Fluted', 'Brass-Trimmed'],
      soft: ['Velvet', 'Channel-Tufted'],
      frame: ['Velvet', 'Brass-Leg'],
      bed: ['Velvet', 'Channel-Tufted'],
      office: ['Velvet'],
    },
    lead: 'brings glamour with geometric lines and luxe finishes',
    materials: {
      case: 'Fluted engineered wood with brushed brass trims',
      soft: 'Channel-tufted velvet with a brushed brass plinth',
      frame: 'Velvet upholstery on brushed brass legs',
      bed: 'Channel-tufted velvet headboard with brass-capped feet',
      office: 'Channel-tufted velvet with a polished brass-finish base',
    },
    priceFactor: 1.25,
  }),
};

export const CARE: Record<Kind, string> = {
  case: 'Care: wipe with a soft, dry cloth; avoid harsh chemicals and prolonged direct sunlight.',
  soft: 'Care: vacuum regularly, rotate cushions and spot clean with a damp cloth; professional clean only.',
  frame: 'Care: wipe the frame with a damp cloth, spot clean upholstery and check fittings occasionally.',
  bed: 'Care: wipe with a soft cloth, vacuum upholstered parts and re-tighten fittings every few months. Mattress sold separately.',
  office: 'Care: wipe with a damp cloth and vacuum upholstery; lubricate the gas lift yearly. Supports up to 120 kg.',
};

export const KIDS_NOTE = 'Rounded edges, low-VOC finishes and anti-tip hardware included. Adult assembly required.';

/** How a color reads in a title: 'in Navy', 'in Dark Stain'. */
export const COLOR_FINISH: Record<ColorName, string> = {
  Anthracite: 'Anthracite',
  Antique: 'Antique Finish',
  Beige: 'Beige',
  Black: 'Black',
  Blue: 'Blue',
  Brown: 'Brown',
  Charcoal: 'Charcoal',
  Chocolate: 'Chocolate',
  Dark: 'Dark Stain',
  Desk: 'Desk Grey',
  Distressed: 'Distressed Finish',
  Grey: 'Grey',
  Ivory: 'Ivory',
  Light: 'Light Wash',
  Mahogany: 'Mahogany',
  Natural: 'Natural',
  Navy: 'Navy',
  Oak: 'Oak',
  Slate: 'Slate',
  Tan: 'Tan',
  Taupe: 'Taupe',
  Walnut: 'Walnut',
  Weathered: 'Weathered Finish',
  White: 'White',
  Other: 'Mixed Tones',
};
