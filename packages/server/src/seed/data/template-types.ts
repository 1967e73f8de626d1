import type { Family } from './brands';

/** How a product's picture is drawn (see seed/product-art.ts). */
export type Shape =
  | 'dropper' | 'jar' | 'tube' | 'pump' | 'bottle' | 'perfume' | 'aerosol' | 'lipstick' | 'compact' | 'nail' | 'stick';

/** How products of one leaf category are named, priced, described and drawn. */
export interface ProductTemplate {
  category: string;
  family: Family;
  /** Relative share of the catalog. */
  weight: number;
  nouns: readonly string[];
  heroes: readonly string[];
  sizes: readonly string[];
  /** Regular price range in whole OMR. */
  price: readonly [number, number];
  shape: Shape;
  /** Flammable or pressurised: perfume, aerosols, nail polish remover. */
  dangerous?: boolean;
  benefits: readonly string[];
  howTo: string;
  ingredients: readonly string[];
}

/** Product-line names per family: the first words of a product's name. */
export const LINES: Record<Family, readonly string[]> = {
  skin: ['Hydra Glow', 'Radiance Boost', 'Pure Calm', 'Barrier Restore', 'Midnight Renewal', 'Clear Skin', 'Moisture Surge', 'Golden Saffron', 'Frankincense Renewal', 'Dew Drop', 'Bright Start', 'Velvet Skin'],
  makeup: ['Velvet Matte', 'Second Skin', 'Desert Rose', 'Pearl Light', 'Bold Nights', 'Soft Focus', 'Glass Glow', 'Everyday'],
  hair: ['Silk Repair', 'Frizz Control', 'Volume Lift', 'Scalp Balance', 'Argan Shine', 'Heat Guard', 'Curl Love'],
  fragrance: ['Layali', 'Noor', 'Majlis', 'Sultana', 'Desert Rain', 'Amber Nights', 'Musk Al Sabah', 'Rose of Jabal'],
  body: ['Daily Soft', 'Oasis', 'Date Seed', 'Coconut Cloud', 'Shea Comfort', 'Fresh Citrus', 'Oud Touch'],
  sun: ['Daily Defense', 'Beach Day', 'Invisible Shield', 'Sun Kiss', 'Aqua Guard'],
  men: ['Majlis Classic', 'Sharp Edge', 'Desert Trail', 'Cool Shave'],
};
