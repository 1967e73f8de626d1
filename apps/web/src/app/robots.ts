import type { MetadataRoute } from 'next';
import { publicBaseUrl } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/cart', '/checkout', '/user', '/admin', '/api/', '/payment-verify', '/order-'] }],
    sitemap: `${publicBaseUrl}/sitemap.xml`,
  };
}
