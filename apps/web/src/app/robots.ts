import type { MetadataRoute } from 'next';
import { publicBaseUrl } from '@/lib/config';

/** Rendered per request: the sitemap's address comes from PUBLIC_BASE_URL as the server runs, not as the build saw it. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/cart', '/checkout', '/user', '/admin', '/api/', '/payment-verify', '/order-'],
      },
    ],
    sitemap: `${publicBaseUrl()}/sitemap.xml`,
  };
}
