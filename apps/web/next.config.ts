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
};

export default config;
