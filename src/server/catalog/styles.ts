// The named styles of the seed catalog (SPEC.md leaves the list to the server).
export const STYLES = [
  'Modern',
  'Scandinavian',
  'Industrial',
  'Mid-Century',
  'Coastal',
  'Hamptons',
  'Farmhouse',
  'Japandi',
  'Minimalist',
  'Traditional',
  'Bohemian',
  'Art Deco',
] as const;

export type StyleName = (typeof STYLES)[number];
