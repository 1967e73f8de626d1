/**
 * Link-preview images: the server's JPEG rendition of a media image (WhatsApp shows JPEG/PNG
 * under 300 KB reliably, WebP not). The addresses and the size are the contract of
 * packages/server/src/modules/og-images/og-images.service.ts: `/media/<key>` →
 * `/media/og/<key>.jpg`, always a 1200 × 1200 JPEG; `/media/og/placeholder.jpg` otherwise.
 */
export const OG_IMAGE = { width: 1200, height: 1200, type: 'image/jpeg' } as const;

const MEDIA_PREFIX = '/media/';
const OG_PREFIX = '/media/og/';
export const OG_PLACEHOLDER_PATH = `${OG_PREFIX}placeholder.jpg`;
const RENDERABLE = /\.(webp|png|jpe?g)$/i;

const encodeSegment = (segment: string) => {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
};

/**
 * The path of the JPEG to share for an image: its rendition when it is a WebP/PNG/JPEG under
 * /media/ (given as a path or as an address on `baseUrl`), the placeholder JPEG for none or
 * anything the server cannot render (another host, SVG, GIF, a malformed path).
 */
export function ogImagePath(image: string | null, baseUrl: string): string {
  if (!image) return OG_PLACEHOLDER_PATH;
  const origin = baseUrl.replace(/\/+$/, '');
  const path = (image.startsWith(`${origin}/`) ? image.slice(origin.length) : image).split(/[?#]/)[0] ?? '';
  if (!path.startsWith(MEDIA_PREFIX) || path.startsWith(OG_PREFIX) || !RENDERABLE.test(path))
    return OG_PLACEHOLDER_PATH;
  const segments = path.slice(MEDIA_PREFIX.length).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return OG_PLACEHOLDER_PATH;
  return `${OG_PREFIX}${segments.map(encodeSegment).join('/')}.jpg`;
}

/**
 * The absolute address of an image's JPEG rendition, or null when the image has none (no image,
 * another host, a format the server cannot render): pages other than a product's share no
 * placeholder.
 */
export function renditionUrl(image: string | null, baseUrl: string): string | null {
  const path = ogImagePath(image, baseUrl);
  return path === OG_PLACEHOLDER_PATH ? null : `${baseUrl.replace(/\/+$/, '')}${path}`;
}
