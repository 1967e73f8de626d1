/**
 * Every product type the demo catalog sells: how its pack is drawn and the sizes it comes in.
 * One table, so a type's picture and its name cannot disagree (a mascara is drawn as a
 * mascara, a serum as a dropper bottle). A type's sizes share one unit.
 */

/** Drawing kinds of product packs (seed/art/packs-*.ts draws each). */
export const SHAPES = [
  'dropper', 'jar', 'tube', 'pump', 'bottle', 'mist', 'perfume', 'aerosol', 'rollon', 'stick',
  'lipstick', 'wand', 'mascara', 'pencil', 'compact', 'palette', 'nail', 'sachet',
] as const;
export type Shape = (typeof SHAPES)[number];

/** Units of a size: a volume or weight is written '30ml', a count '5 pcs'. */
export type Unit = 'ml' | 'g' | 'pcs' | 'shades';
export type SizeText = `${number}${'ml' | 'g'}` | `${number} ${'pcs' | 'shades'}`;

export interface ProductTypeSeed {
  shape: Shape;
  /** Smallest first. */
  sizes: readonly SizeText[];
}

export const PRODUCT_TYPES = {
  // Cleansers
  'Gel Cleanser': { shape: 'tube', sizes: ['100ml', '150ml', '200ml'] },
  'Foaming Cleanser': { shape: 'pump', sizes: ['150ml', '200ml'] },
  'Cleansing Balm': { shape: 'jar', sizes: ['90g', '120g'] },
  'Micellar Water': { shape: 'bottle', sizes: ['200ml', '400ml'] },
  'Cream Cleanser': { shape: 'tube', sizes: ['100ml', '150ml'] },
  // Toners & Essences
  Toner: { shape: 'bottle', sizes: ['150ml', '200ml'] },
  Essence: { shape: 'bottle', sizes: ['100ml', '150ml'] },
  'Hydrating Mist': { shape: 'mist', sizes: ['50ml', '100ml'] },
  // Serums
  Serum: { shape: 'dropper', sizes: ['15ml', '30ml', '50ml'] },
  Booster: { shape: 'dropper', sizes: ['15ml', '30ml'] },
  Concentrate: { shape: 'dropper', sizes: ['20ml', '30ml'] },
  // Moisturisers
  'Gel Cream': { shape: 'jar', sizes: ['50ml', '75ml'] },
  Moisturiser: { shape: 'jar', sizes: ['30ml', '50ml', '75ml'] },
  'Night Cream': { shape: 'jar', sizes: ['50ml'] },
  'Day Cream SPF 30': { shape: 'jar', sizes: ['50ml'] },
  // Face masks
  'Clay Mask': { shape: 'jar', sizes: ['75ml', '100ml'] },
  'Sleeping Mask': { shape: 'jar', sizes: ['50ml', '75ml'] },
  'Sheet Masks': { shape: 'sachet', sizes: ['5 pcs', '10 pcs'] },
  // Eye care
  'Eye Cream': { shape: 'tube', sizes: ['15ml', '20ml'] },
  'Eye Gel': { shape: 'tube', sizes: ['15ml'] },
  'Eye Serum': { shape: 'dropper', sizes: ['15ml'] },
  // Exfoliators
  'Exfoliating Toner': { shape: 'bottle', sizes: ['100ml', '150ml'] },
  'Peeling Gel': { shape: 'tube', sizes: ['100ml'] },
  'Face Polish': { shape: 'tube', sizes: ['75ml', '100ml'] },
  // Spot treatments
  'Spot Gel': { shape: 'tube', sizes: ['15ml'] },
  'Blemish Patches': { shape: 'sachet', sizes: ['36 pcs', '72 pcs'] },
  'Clarifying Drops': { shape: 'dropper', sizes: ['15ml', '30ml'] },
  // Face oils
  'Face Oil': { shape: 'dropper', sizes: ['15ml', '30ml'] },
  'Glow Oil': { shape: 'dropper', sizes: ['30ml'] },
  'Nourishing Oil': { shape: 'dropper', sizes: ['30ml', '50ml'] },
  // Body wash
  'Body Wash': { shape: 'pump', sizes: ['250ml', '500ml'] },
  'Shower Gel': { shape: 'bottle', sizes: ['250ml', '400ml'] },
  'Shower Oil': { shape: 'bottle', sizes: ['200ml'] },
  // Body scrubs
  'Body Scrub': { shape: 'jar', sizes: ['200g', '300g'] },
  'Body Polish': { shape: 'jar', sizes: ['200g'] },
  'Scrub Cream': { shape: 'tube', sizes: ['150ml'] },
  // Body lotions
  'Body Lotion': { shape: 'pump', sizes: ['250ml', '400ml'] },
  'Body Cream': { shape: 'jar', sizes: ['200ml'] },
  'Firming Lotion': { shape: 'tube', sizes: ['200ml'] },
  // Body butters
  'Body Butter': { shape: 'jar', sizes: ['150ml', '200ml'] },
  'Whipped Souffle': { shape: 'jar', sizes: ['200ml'] },
  // Hand cream
  'Hand Cream': { shape: 'tube', sizes: ['50ml', '75ml'] },
  'Hand & Nail Balm': { shape: 'tube', sizes: ['50ml'] },
  // Deodorants
  'Deodorant Spray': { shape: 'aerosol', sizes: ['150ml', '200ml'] },
  'Anti-Perspirant Spray': { shape: 'aerosol', sizes: ['150ml'] },
  'Roll-On': { shape: 'rollon', sizes: ['50ml'] },
  'Deodorant Stick': { shape: 'stick', sizes: ['75g'] },
  // Sun
  'Sunscreen SPF 50+': { shape: 'tube', sizes: ['40ml', '75ml'] },
  'Sun Fluid SPF 50': { shape: 'bottle', sizes: ['40ml'] },
  'Tinted Sunscreen SPF 30': { shape: 'tube', sizes: ['40ml'] },
  'Sun Lotion SPF 50': { shape: 'bottle', sizes: ['150ml', '200ml'] },
  'Sun Spray SPF 30': { shape: 'mist', sizes: ['200ml'] },
  'Kids Sun Milk SPF 50+': { shape: 'bottle', sizes: ['150ml'] },
  'After Sun Gel': { shape: 'bottle', sizes: ['200ml', '250ml'] },
  'Cooling Lotion': { shape: 'pump', sizes: ['250ml'] },
  'Tanning Mousse': { shape: 'pump', sizes: ['200ml'] },
  'Gradual Tan Lotion': { shape: 'tube', sizes: ['200ml'] },
  'Tanning Drops': { shape: 'dropper', sizes: ['30ml'] },
  // Men's grooming
  'Shaving Foam': { shape: 'aerosol', sizes: ['200ml', '250ml'] },
  'Shave Gel': { shape: 'tube', sizes: ['150ml', '200ml'] },
  'Aftershave Balm': { shape: 'pump', sizes: ['75ml', '100ml'] },
  'Post-Shave Gel': { shape: 'tube', sizes: ['100ml'] },
  'Beard Oil': { shape: 'dropper', sizes: ['30ml', '50ml'] },
  'Beard Balm': { shape: 'jar', sizes: ['60g'] },
  // Face makeup
  Foundation: { shape: 'pump', sizes: ['30ml'] },
  'Skin Tint': { shape: 'tube', sizes: ['30ml'] },
  'Serum Foundation': { shape: 'dropper', sizes: ['30ml'] },
  Concealer: { shape: 'wand', sizes: ['5ml', '7ml'] },
  'Concealer Stick': { shape: 'stick', sizes: ['4g'] },
  'Powder Blush': { shape: 'compact', sizes: ['6g'] },
  Bronzer: { shape: 'compact', sizes: ['8g', '12g'] },
  'Cream Blush': { shape: 'compact', sizes: ['5g'] },
  'Blush Stick': { shape: 'stick', sizes: ['6g'] },
  // Eyes
  'Volume Mascara': { shape: 'mascara', sizes: ['8ml', '10ml'] },
  'Lengthening Mascara': { shape: 'mascara', sizes: ['8ml'] },
  'Waterproof Mascara': { shape: 'mascara', sizes: ['8ml', '10ml'] },
  'Kohl Eyeliner': { shape: 'pencil', sizes: ['1.2g'] },
  'Liquid Liner': { shape: 'pencil', sizes: ['3ml'] },
  'Gel Liner Pencil': { shape: 'pencil', sizes: ['1.2g'] },
  'Eyeshadow Palette': { shape: 'palette', sizes: ['9 shades', '12 shades'] },
  'Eyeshadow Quad': { shape: 'palette', sizes: ['4 shades'] },
  'Cream Shadow Stick': { shape: 'stick', sizes: ['1.4g'] },
  // Lips
  Lipstick: { shape: 'lipstick', sizes: ['3.5g'] },
  'Matte Lipstick': { shape: 'lipstick', sizes: ['3.5g'] },
  'Satin Lipstick': { shape: 'lipstick', sizes: ['3.5g'] },
  'Lip Crayon': { shape: 'pencil', sizes: ['2.5g'] },
  'Lip Gloss': { shape: 'wand', sizes: ['4ml', '6ml'] },
  'Lip Oil': { shape: 'wand', sizes: ['4ml'] },
  'Lip Balm': { shape: 'stick', sizes: ['4g'] },
  'Lip Mask': { shape: 'jar', sizes: ['10g'] },
  // Nails
  'Nail Polish': { shape: 'nail', sizes: ['10ml', '12ml'] },
  'Gel-Effect Nail Colour': { shape: 'nail', sizes: ['12ml'] },
  'Nail Lacquer': { shape: 'nail', sizes: ['10ml'] },
  'Nail Polish Remover': { shape: 'bottle', sizes: ['100ml', '150ml'] },
  'Acetone-Free Remover': { shape: 'bottle', sizes: ['100ml'] },
  // Hair
  Shampoo: { shape: 'pump', sizes: ['250ml', '400ml'] },
  'Sulfate-Free Shampoo': { shape: 'pump', sizes: ['300ml'] },
  'Clarifying Shampoo': { shape: 'bottle', sizes: ['250ml'] },
  Conditioner: { shape: 'tube', sizes: ['250ml', '300ml'] },
  'Leave-In Conditioner': { shape: 'mist', sizes: ['150ml'] },
  'Hair Oil': { shape: 'dropper', sizes: ['50ml', '100ml'] },
  'Hair Serum': { shape: 'pump', sizes: ['50ml'] },
  'Scalp Oil': { shape: 'dropper', sizes: ['50ml'] },
  'Hair Mask': { shape: 'jar', sizes: ['200ml', '250ml'] },
  'Repair Treatment': { shape: 'tube', sizes: ['200ml'] },
  Hairspray: { shape: 'aerosol', sizes: ['250ml', '300ml'] },
  'Dry Shampoo': { shape: 'aerosol', sizes: ['200ml'] },
  'Texture Spray': { shape: 'aerosol', sizes: ['200ml'] },
  // Fragrance
  'Eau de Parfum': { shape: 'perfume', sizes: ['50ml', '75ml', '100ml'] },
  'Eau de Toilette': { shape: 'perfume', sizes: ['50ml', '100ml'] },
  'Oud Perfume': { shape: 'perfume', sizes: ['50ml', '100ml'] },
  'Attar Spray': { shape: 'perfume', sizes: ['12ml', '30ml'] },
  'Body Mist': { shape: 'mist', sizes: ['200ml', '250ml'] },
  'Body Splash': { shape: 'bottle', sizes: ['250ml'] },
  'Perfume Oil': { shape: 'dropper', sizes: ['6ml', '12ml'] },
  'Roll-On Attar': { shape: 'rollon', sizes: ['6ml'] },
  'Hair Mist': { shape: 'mist', sizes: ['50ml', '100ml'] },
  'Hair Perfume': { shape: 'perfume', sizes: ['50ml'] },
} as const satisfies Record<string, ProductTypeSeed>;

export type ProductType = keyof typeof PRODUCT_TYPES;

export const shapeOf = (type: ProductType): Shape => PRODUCT_TYPES[type].shape;
