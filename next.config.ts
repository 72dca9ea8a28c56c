import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Unmatched routes render app/global-not-found.tsx on the server. A page's notFound() reaches
  // React's server renderer, which has no error boundaries, so it would only render in the browser.
  experimental: { globalNotFound: true },
  // PGlite ships WebAssembly and data files it loads from its own folder: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The bundled dataset and the migrations are read from disk at run time.
  outputFileTracingIncludes: {
    '/**': ['./content/*.ndjson', './lib/db/migrations/**/*'],
  },
};

export default withNextIntl(nextConfig);
