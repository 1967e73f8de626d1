/** Product families: a brand makes products in some of them; each category template belongs to one. */
export type Family = 'skin' | 'makeup' | 'hair' | 'fragrance' | 'body' | 'sun' | 'men';

export interface BrandSeed {
  name: string;
  /** Three letters, used in item codes. */
  code: string;
  /**
   * The brand's product lines (the first words of a product's name) in each family it makes.
   * A line belongs to one brand and shares no word with any brand's name.
   */
  lines: Partial<Record<Family, readonly string[]>>;
  /** Two colours (hex) used on the brand's product images. */
  colors: [string, string];
  description: string;
  /** 0 hides the brand from the storefront's brand list. */
  showOnWebsite: 0 | 1;
  priority: number;
}

/** Invented brand names for the demo shop; none is a real trademark we know of. */
export const BRANDS: readonly BrandSeed[] = [
  { name: 'Lunara Skin', code: 'LUN', lines: { skin: ['Moonlit Calm', 'Silver Lining', 'Crescent Renew'], sun: ['Moonlit Shield', 'Dawn Defence', 'Starlit Shade'] }, colors: ['#f6d7c3', '#c9795d'], description: 'Moonlit rituals for calm, luminous skin.', showOnWebsite: 1, priority: 95 },
  { name: 'Desert Bloom Botanics', code: 'DBB', lines: { skin: ['Sidr Garden', 'Cactus Flower', 'Sand Lily'], body: ['Dune Spa', 'Wild Henna', 'Ghaf Shade'] }, colors: ['#f4e1d2', '#b5654a'], description: 'Desert plants, cold-pressed oils and gentle botanicals.', showOnWebsite: 1, priority: 90 },
  { name: 'Luban Grove', code: 'LBG', lines: { skin: ['Hojari', 'Sacred Resin', 'Dhofar Dawn'], fragrance: ['Hojari Nights', 'Sumhuram', 'Mughsail'], body: ['Resin Bath', 'Salalah Rain'] }, colors: ['#efe4cf', '#8c6d3f'], description: 'Omani frankincense at the heart of every formula.', showOnWebsite: 1, priority: 88 },
  { name: 'Pearl Lagoon', code: 'PRL', lines: { skin: ['Nacre Bright', 'Gulf Radiance', 'Shell Smooth'], makeup: ['Luminous Shore', 'Moonstone', 'Sea Glass'] }, colors: ['#e3eef5', '#5b8fb0'], description: 'Pearl-powder brightening inspired by the Gulf.', showOnWebsite: 1, priority: 85 },
  { name: 'Dew Theory', code: 'DEW', lines: { skin: ['Aqua Formula', 'Barrier Logic', 'Moisture Code'], sun: ['UV Code', 'Urban Defense', 'Sheer Science'] }, colors: ['#dff3ee', '#3f9c8a'], description: 'Science-led hydration with short ingredient lists.', showOnWebsite: 1, priority: 84 },
  { name: 'Velvetine Labs', code: 'VLV', lines: { makeup: ['Soft Focus', 'Plush Velour', 'Cashmere'], skin: ['Blur Perfect', 'Poreless Prep', 'Second Nature'] }, colors: ['#f3d9e4', '#a34d72'], description: 'Soft-focus makeup that cares for your skin.', showOnWebsite: 1, priority: 80 },
  { name: 'Sahra Naturals', code: 'SAH', lines: { body: ['Nomad Trail', 'Sand Silk'], hair: ['Bedouin Braid', 'Golden Dune', 'Amber Sands'] }, colors: ['#f7ead7', '#b9823c'], description: 'Argan, date seed and sidr for body and hair.', showOnWebsite: 1, priority: 78 },
  { name: 'Wadi Musk Parfums', code: 'WMP', lines: { fragrance: ['Layali', 'Sultana', 'Noor', 'Ghazal'] }, colors: ['#eadfd6', '#6b4a3a'], description: 'Oud, amber and white musk blended in small batches.', showOnWebsite: 1, priority: 77 },
  { name: 'Saffron Isle', code: 'SFI', lines: { fragrance: ['Zafaran', 'Spice Route', 'Dhow Harbour'], skin: ['Zafran Gold', 'Crimson Thread', 'Royal Kesar'] }, colors: ['#fbe7c6', '#c7791b'], description: 'Saffron-rich perfumes and radiance care.', showOnWebsite: 1, priority: 75 },
  { name: 'Nimbus & Nectar', code: 'NMN', lines: { hair: ['Cloud Nine', 'Featherlight', 'Soft Rain'], body: ['Cumulus', 'Blue Sky'] }, colors: ['#e6e9f7', '#5a64a8'], description: 'Cloud-light textures with honey and nectar extracts.', showOnWebsite: 1, priority: 72 },
  { name: 'Qamar Cosmetics', code: 'QMR', lines: { makeup: ['Full Moon', 'After Dark', 'Star Power'] }, colors: ['#ece3f5', '#6e4a9e'], description: 'Bold colour made for Gulf nights.', showOnWebsite: 1, priority: 70 },
  { name: 'Coral Tide', code: 'CRT', lines: { makeup: ['Tropic Pop', 'Island Time', 'Pool Party'], body: ['Beach Club', 'Sandy Toes'], sun: ['Beach Day', 'Reef Safe', 'Surf Session'] }, colors: ['#fde0d9', '#e0664f'], description: 'Beach-to-majlis colour and care.', showOnWebsite: 1, priority: 68 },
  { name: 'Halo Verde', code: 'HLV', lines: { skin: ['Reset Routine', 'Eco Balance', 'Clean Cycle'], hair: ['Green Roots', 'Fresh Canopy', 'Forest Floor'] }, colors: ['#e3f1df', '#4f8a45'], description: 'Green chemistry, refillable packs.', showOnWebsite: 1, priority: 66 },
  { name: 'Seraphine Skin', code: 'SRP', lines: { skin: ['Barrier First', 'Gentle Repair', 'Comfort Zone'] }, colors: ['#f8e6ea', '#b8586d'], description: 'Barrier-first skincare for sensitive skin.', showOnWebsite: 1, priority: 64 },
  { name: 'Opaline Beauty', code: 'OPL', lines: { makeup: ['Prism Glow', 'Iridescent', 'Aurora'], fragrance: ['Pastel Dream', 'Secret Garden', 'Moonflower'] }, colors: ['#e9f0f0', '#54807f'], description: 'Luminous finishes and light floral scents.', showOnWebsite: 1, priority: 62 },
  { name: 'Marisol Care', code: 'MRS', lines: { sun: ['Gulf Summer', 'Solar Expert', 'Costa Glow'], body: ['Siesta', 'Poolside'] }, colors: ['#fff0cc', '#d99a13'], description: 'Sun protection tested in Gulf summers.', showOnWebsite: 1, priority: 60 },
  { name: 'Zephyra Hair', code: 'ZPH', lines: { hair: ['Frizz Control', 'Heat Shield', 'Curl Love', 'Gloss Lock'] }, colors: ['#e0eef8', '#3a78a8'], description: 'Salon-grade hair care against heat and humidity.', showOnWebsite: 1, priority: 58 },
  { name: 'Atlas Apothecary', code: 'ATL', lines: { skin: ['Remedy', 'Heritage Blend', 'Pharmacy Classic'], men: ['Barber Classic', 'Steel Edge', 'Harbour Master', 'Iron Oak'], body: ['Bath House', 'Tonic'] }, colors: ['#e6e2da', '#5e5448'], description: 'Apothecary classics, simply made.', showOnWebsite: 1, priority: 55 },
  { name: 'Polished Petal', code: 'PPT', lines: { makeup: ['Long Wear', 'Seven Day Wear', 'Salon Finish'] }, colors: ['#fbe1ec', '#d2487f'], description: 'Long-wear nail colour and care.', showOnWebsite: 1, priority: 52 },
  { name: 'Sunveil Labs', code: 'SVL', lines: { sun: ['Zero Cast', 'Weightless', 'Second Sky'], skin: ['Daylight Prep', 'Bright Guard', 'Light Layer'] }, colors: ['#fff4d6', '#e08a00'], description: 'Invisible sunscreens with no white cast.', showOnWebsite: 1, priority: 50 },
  { name: 'Bareleaf', code: 'BRL', lines: { skin: ['Pure Essentials', 'Family Gentle', 'No Fuss'], body: ['Zero Scent', 'Calm Comfort'], hair: ['Everyday Clean', 'Unscented', 'Baby Soft'] }, colors: ['#eaf4e4', '#6a9a4b'], description: 'Fragrance-free essentials for the whole family.', showOnWebsite: 1, priority: 48 },
  { name: 'Majlis Men', code: 'MJM', lines: { men: ['Frontier', 'Dishdasha Fresh', 'Muscat Gentleman', 'Falconer'], fragrance: ['Khanjar', 'Falcon', 'Sabah'] }, colors: ['#e1e3e6', '#2f3b4a'], description: 'Grooming and scents for the modern Omani man.', showOnWebsite: 1, priority: 45 },
  { name: 'Mirra Ritual', code: 'MRR', lines: { skin: ['Myrrh Renewal', 'Old Arabia', 'Incense Path'], body: ['Hammam', 'Bridal Glow'], fragrance: ['Old Souk', 'Caravan', 'Queen of Sheba'] }, colors: ['#f1e4dc', '#8f5b4a'], description: 'Myrrh and rose rituals from old Arabia.', showOnWebsite: 1, priority: 42 },
  { name: 'Glaze & Co', code: 'GLZ', lines: { makeup: ['Wet Look', 'Candy Coat', 'Sugar Rush'], skin: ['Glass Finish', 'Jelly Splash', 'Mochi Bounce'] }, colors: ['#f9eadf', '#c06b43'], description: 'Glass-skin glow in a few steps.', showOnWebsite: 0, priority: 20 },
  { name: 'Oasis Basics', code: 'OAS', lines: { body: ['Clean Slate', 'Good Morning'], hair: ['Daily Fresh', 'Simply Smooth', 'Quick Rinse'], men: ['Quick Groom', 'Everyman', 'Fresh Cut', 'Plain & Simple'] }, colors: ['#e4f1f4', '#40808f'], description: 'Everyday basics at everyday prices.', showOnWebsite: 0, priority: 10 },
];
