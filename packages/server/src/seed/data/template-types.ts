import type { Family } from './brands';
import type { ProductType } from './product-types';

/**
 * How products of one leaf category are named, priced and described. A product's name is
 * composed from parts (seed/names.ts): a brand's product line, a hero (key ingredient, scent
 * or shade), one of the template's product types, a size of that type, and for large catalogs
 * an edition or pack.
 */
export interface ProductTemplate {
  category: string;
  family: Family;
  /** Relative share of the catalog. */
  weight: number;
  types: readonly ProductType[];
  heroes: readonly string[];
  /** Regular price range in whole OMR, for the type's smallest size. */
  price: readonly [number, number];
  /** Flammable or pressurised: perfume, aerosols, nail polish remover. */
  dangerous?: boolean;
  benefits: readonly string[];
  howTo: string;
  ingredients: readonly string[];
}
