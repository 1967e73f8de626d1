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
};

export default config;
