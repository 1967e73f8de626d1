import sharp from 'sharp';
import { itemName } from '../resource/resource-fixtures';

/** A small real image of the given format, as bytes. */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  colour = '#b4476a',
  size = 24,
): Promise<Buffer> {
  const base = sharp({ create: { width: size, height: size, channels: 3, background: colour } });
  return base.toFormat(format).toBuffer();
}

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A valid SPEC §3 payload for item 3 (no reviews in the fixture catalog). */
export function reviewPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    item: itemName(3),
    item_name: 'Night Moisturizer',
    customer_name: 'Aisha Al Balushi',
    phone_number: 91234567,
    email: 'aisha@example.om',
    rating: 0.8,
    review_title: 'Soft skin by morning',
    comments: 'Light, absorbs quickly and does not smell.',
    ...overrides,
  };
}
