import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@shop/domain'],
  serverExternalPackages: ['@shop/server', 'better-sqlite3', 'pg', 'sharp', 'fastify'],
  typedRoutes: false,
  images: { unoptimized: true },
};

export default config;
