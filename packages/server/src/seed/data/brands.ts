/** Product families: a brand makes products in some of them; each category template belongs to one. */
export type Family = 'skin' | 'makeup' | 'hair' | 'fragrance' | 'body' | 'sun' | 'men';

export interface BrandSeed {
  name: string;
  /** Three letters, used in item codes. */
  code: string;
  families: Family[];
  /** Two colours (hex) used on the brand's product images. */
  colors: [string, string];
  description: string;
  /** 0 hides the brand from the storefront's brand list. */
  showOnWebsite: 0 | 1;
  priority: number;
}

/** Invented brand names for the demo shop; none is a real trademark we know of. */
export const BRANDS: readonly BrandSeed[] = [
  { name: 'Lunara Skin', code: 'LUN', families: ['skin', 'sun'], colors: ['#f6d7c3', '#c9795d'], description: 'Moonlit rituals for calm, luminous skin.', showOnWebsite: 1, priority: 95 },
  { name: 'Desert Bloom Botanics', code: 'DBB', families: ['skin', 'body'], colors: ['#f4e1d2', '#b5654a'], description: 'Desert plants, cold-pressed oils and gentle botanicals.', showOnWebsite: 1, priority: 90 },
  { name: 'Luban Grove', code: 'LBG', families: ['skin', 'fragrance', 'body'], colors: ['#efe4cf', '#8c6d3f'], description: 'Omani frankincense at the heart of every formula.', showOnWebsite: 1, priority: 88 },
  { name: 'Pearl Lagoon', code: 'PRL', families: ['skin', 'makeup'], colors: ['#e3eef5', '#5b8fb0'], description: 'Pearl-powder brightening inspired by the Gulf.', showOnWebsite: 1, priority: 85 },
  { name: 'Dew Theory', code: 'DEW', families: ['skin', 'sun'], colors: ['#dff3ee', '#3f9c8a'], description: 'Science-led hydration with short ingredient lists.', showOnWebsite: 1, priority: 84 },
  { name: 'Velvetine Labs', code: 'VLV', families: ['makeup', 'skin'], colors: ['#f3d9e4', '#a34d72'], description: 'Soft-focus makeup that cares for your skin.', showOnWebsite: 1, priority: 80 },
  { name: 'Sahra Naturals', code: 'SAH', families: ['body', 'hair'], colors: ['#f7ead7', '#b9823c'], description: 'Argan, date seed and sidr for body and hair.', showOnWebsite: 1, priority: 78 },
  { name: 'Wadi Musk Parfums', code: 'WMP', families: ['fragrance'], colors: ['#eadfd6', '#6b4a3a'], description: 'Oud, amber and white musk blended in small batches.', showOnWebsite: 1, priority: 77 },
  { name: 'Saffron Isle', code: 'SFI', families: ['fragrance', 'skin'], colors: ['#fbe7c6', '#c7791b'], description: 'Saffron-rich perfumes and radiance care.', showOnWebsite: 1, priority: 75 },
  { name: 'Nimbus & Nectar', code: 'NMN', families: ['hair', 'body'], colors: ['#e6e9f7', '#5a64a8'], description: 'Cloud-light textures with honey and nectar extracts.', showOnWebsite: 1, priority: 72 },
  { name: 'Qamar Cosmetics', code: 'QMR', families: ['makeup'], colors: ['#ece3f5', '#6e4a9e'], description: 'Bold colour made for Gulf nights.', showOnWebsite: 1, priority: 70 },
  { name: 'Coral Tide', code: 'CRT', families: ['makeup', 'body', 'sun'], colors: ['#fde0d9', '#e0664f'], description: 'Beach-to-majlis colour and care.', showOnWebsite: 1, priority: 68 },
  { name: 'Halo Verde', code: 'HLV', families: ['skin', 'hair'], colors: ['#e3f1df', '#4f8a45'], description: 'Green chemistry, refillable packs.', showOnWebsite: 1, priority: 66 },
  { name: 'Seraphine Skin', code: 'SRP', families: ['skin'], colors: ['#f8e6ea', '#b8586d'], description: 'Barrier-first skincare for sensitive skin.', showOnWebsite: 1, priority: 64 },
  { name: 'Opaline Beauty', code: 'OPL', families: ['makeup', 'fragrance'], colors: ['#e9f0f0', '#54807f'], description: 'Luminous finishes and light floral scents.', showOnWebsite: 1, priority: 62 },
  { name: 'Marisol Care', code: 'MRS', families: ['sun', 'body'], colors: ['#fff0cc', '#d99a13'], description: 'Sun protection tested in Gulf summers.', showOnWebsite: 1, priority: 60 },
  { name: 'Zephyra Hair', code: 'ZPH', families: ['hair'], colors: ['#e0eef8', '#3a78a8'], description: 'Salon-grade hair care against heat and humidity.', showOnWebsite: 1, priority: 58 },
  { name: 'Atlas Apothecary', code: 'ATL', families: ['skin', 'men', 'body'], colors: ['#e6e2da', '#5e5448'], description: 'Apothecary classics, simply made.', showOnWebsite: 1, priority: 55 },
  { name: 'Polished Petal', code: 'PPT', families: ['makeup'], colors: ['#fbe1ec', '#d2487f'], description: 'Long-wear nail colour and care.', showOnWebsite: 1, priority: 52 },
  { name: 'Sunveil Labs', code: 'SVL', families: ['sun', 'skin'], colors: ['#fff4d6', '#e08a00'], description: 'Invisible sunscreens with no white cast.', showOnWebsite: 1, priority: 50 },
  { name: 'Bareleaf', code: 'BRL', families: ['skin', 'body', 'hair'], colors: ['#eaf4e4', '#6a9a4b'], description: 'Fragrance-free essentials for the whole family.', showOnWebsite: 1, priority: 48 },
  { name: 'Majlis Men', code: 'MJM', families: ['men', 'fragrance'], colors: ['#e1e3e6', '#2f3b4a'], description: 'Grooming and scents for the modern Omani man.', showOnWebsite: 1, priority: 45 },
  { name: 'Mirra Ritual', code: 'MRR', families: ['skin', 'body', 'fragrance'], colors: ['#f1e4dc', '#8f5b4a'], description: 'Myrrh and rose rituals from old Arabia.', showOnWebsite: 1, priority: 42 },
  { name: 'Glaze & Co', code: 'GLZ', families: ['makeup', 'skin'], colors: ['#f9eadf', '#c06b43'], description: 'Glass-skin glow in a few steps.', showOnWebsite: 0, priority: 20 },
  { name: 'Oasis Basics', code: 'OAS', families: ['body', 'hair', 'men'], colors: ['#e4f1f4', '#40808f'], description: 'Everyday basics at everyday prices.', showOnWebsite: 0, priority: 10 },
];
