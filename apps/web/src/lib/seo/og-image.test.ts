import { describe, expect, it } from 'vitest';
import { OG_PLACEHOLDER_PATH, ogImagePath, renditionUrl } from './og-image';

const BASE = 'https://shop.example.om';

describe('ogImagePath', () => {
  it('names the JPEG rendition of a WebP, PNG or JPEG under /media/', () => {
    expect(ogImagePath('/media/products/lunara-skin-dropper-1.v1.webp', BASE)).toBe(
      '/media/og/products/lunara-skin-dropper-1.v1.webp.jpg',
    );
    expect(ogImagePath('/media/logo.PNG', BASE)).toBe('/media/og/logo.PNG.jpg');
    expect(ogImagePath('/media/products/photo.jpeg?v=2', BASE)).toBe('/media/og/products/photo.jpeg.jpg');
    expect(ogImagePath(`${BASE}/media/products/x.webp`, BASE)).toBe('/media/og/products/x.webp.jpg');
  });

  it('percent-encodes each segment once', () => {
    expect(ogImagePath('/media/Face Care.webp', BASE)).toBe('/media/og/Face%20Care.webp.jpg');
    expect(ogImagePath('/media/Face%20Care.webp', BASE)).toBe('/media/og/Face%20Care.webp.jpg');
  });

  it('falls back to the placeholder JPEG for no image or one the server cannot render', () => {
    expect(OG_PLACEHOLDER_PATH).toBe('/media/og/placeholder.jpg');
    for (const image of [
      null,
      '',
      '/placeholder.svg',
      '/media/anim.gif',
      '/media/x.avif',
      'https://cdn.example.com/media/x.webp',
      '/media/og/x.webp.jpg',
      '/media/../x.webp',
      '/media//x.webp',
    ]) {
      expect(ogImagePath(image, BASE), String(image)).toBe(OG_PLACEHOLDER_PATH);
    }
  });
});

describe('renditionUrl', () => {
  it('is the absolute address of the rendition, or null where only the placeholder would do', () => {
    expect(renditionUrl('/media/banners/spring.webp', BASE)).toBe(
      'https://shop.example.om/media/og/banners/spring.webp.jpg',
    );
    expect(renditionUrl(null, BASE)).toBeNull();
    expect(renditionUrl('/placeholder.svg', BASE)).toBeNull();
  });
});
