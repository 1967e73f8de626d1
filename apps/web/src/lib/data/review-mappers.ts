import type { ReviewWire } from '../catalog/wire';

/** Website Item Review as components see it; the wire shape stops here. */
export interface Review {
  id: string;
  customerName: string;
  /** Fraction 0..1 (stars / 5). */
  rating: number;
  title: string;
  comments: string;
  images: string[];
  /** ISO time of creation, or '' when the stored value is unreadable. */
  createdAt: string;
}

export const REVIEW_FIELDS = ['name', 'customer_name', 'rating', 'review_title', 'comments', 'images', 'creation'] as const;

/** SPEC §8: an images field that is not a JSON list of strings is logged and no images are shown. */
export function parseReviewImages(field: string | null, review: string): string[] {
  if (!field) return [];
  try {
    const parsed: unknown = JSON.parse(field);
    if (Array.isArray(parsed)) return parsed.filter((u): u is string => typeof u === 'string' && u.length > 0);
  } catch (error) {
    console.error(`[reviews] images of ${review} are not JSON`, error);
    return [];
  }
  console.error(`[reviews] images of ${review} are not a list`);
  return [];
}

/** Frappe's 'YYYY-MM-DD HH:mm:ss[.SSS]' (UTC here) or ISO text → ISO, '' if unreadable. */
export function creationToIso(creation: string | null | undefined): string {
  if (!creation) return '';
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(creation) ? `${creation.replace(' ', 'T')}Z` : creation;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function toReview(wire: ReviewWire): Review {
  return {
    id: wire.name,
    customerName: wire.customer_name ?? '',
    rating: Number(wire.rating) || 0,
    title: wire.review_title ?? '',
    comments: wire.comments ?? '',
    images: parseReviewImages(wire.images, wire.name),
    createdAt: creationToIso(wire.creation),
  };
}
