/**
 * The Ecommerce Category tree, three levels: top level > group > leaf. Products sit on leaves.
 * Names are unique across the tree (they are the primary key and the shop's URL value).
 */
export interface CategorySeed {
  name: string;
  parent: string | null;
  /** Shown in the home page's categories grid. */
  showOnHomepage: boolean;
}

type Tree = Record<string, Record<string, string[]>>;

const TREE: Tree = {
  'Skin Care': {
    Face: ['Cleansers', 'Toners & Essences', 'Serums', 'Moisturisers', 'Face Masks', 'Eye Care'],
    Treatments: ['Exfoliators', 'Spot Treatments', 'Face Oils'],
  },
  Makeup: {
    'Face Makeup': ['Foundation', 'Concealer', 'Blush & Bronzer'],
    Eyes: ['Mascara', 'Eyeliner', 'Eyeshadow'],
    Lips: ['Lipstick', 'Lip Gloss', 'Lip Balm'],
    Nails: ['Nail Polish', 'Nail Polish Remover'],
  },
  'Hair Care': {
    'Shampoo & Conditioner': ['Shampoo', 'Conditioner'],
    'Treatments & Styling': ['Hair Oils', 'Hair Masks', 'Hairspray'],
  },
  Fragrance: {
    Perfume: ['Eau de Parfum', 'Eau de Toilette', 'Oud & Attar'],
    'Mists & Oils': ['Body Mist', 'Perfume Oils', 'Hair Mist'],
  },
  'Body Care': {
    'Bath & Shower': ['Body Wash', 'Body Scrubs'],
    'Body Moisturisers': ['Body Lotions', 'Body Butters', 'Hand Cream'],
    Deodorant: ['Aerosol Deodorant', 'Roll-On Deodorant'],
  },
  'Sun Care': {
    'Sun Protection': ['Face Sunscreen', 'Body Sunscreen'],
    'After Sun & Tan': ['After Sun', 'Self Tan'],
  },
  "Men's Grooming": {
    Shaving: ['Shaving Foam', 'Aftershave Balm'],
    'Beard Care': ['Beard Oil'],
  },
};

const HOMEPAGE = new Set([
  'Serums', 'Moisturisers', 'Cleansers', 'Eau de Parfum', 'Lipstick', 'Hair Oils', 'Face Sunscreen', 'Body Lotions',
]);

/** Parents before children, siblings in display order. */
export const CATEGORIES: readonly CategorySeed[] = Object.entries(TREE).flatMap(([top, groups]) => [
  { name: top, parent: null, showOnHomepage: HOMEPAGE.has(top) },
  ...Object.entries(groups).flatMap(([group, leaves]) => [
    { name: group, parent: top, showOnHomepage: HOMEPAGE.has(group) },
    ...leaves.map((leaf) => ({ name: leaf, parent: group, showOnHomepage: HOMEPAGE.has(leaf) })),
  ]),
]);

export const TOP_CATEGORIES: readonly string[] = Object.keys(TREE);
