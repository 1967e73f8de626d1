import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // the shop's server compresses pages itself, with brotli, which Next's compression lacks (src/server/page-handler.ts)
  compress: false,
  transpilePackages: ['@shop/domain'],
  serverExternalPackages: ['@shop/server', 'better-sqlite3', 'pg', 'sharp', 'fastify'],
  typedRoutes: false,
  images: { unoptimized: true },
  // pages hand the browser their messages already parsed (lib/i18n/messages.ts), so it formats them without the ICU parser
  turbopack: {
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
  },
  experimental: {
    // A phone on a slow line pays a round trip per request, and HTTP/1.1 allows six at once: the
    // stylesheet travels in the page (no request of its own ahead of the first paint), and a
    // page's scripts come in as few files as the chunker can make (9 instead of 11 per shop page).
    inlineCss: true,
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 1_000_000,
      minChunkSize: 200_000,
      maxChunkCountPerGroup: 2,
    },
  },
};

export default config;
