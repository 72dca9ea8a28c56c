import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/content/intl-request.ts');
/** use-intl's message formatters (lib/i18n/format-message.ts): relative, as Turbopack's aliases must be. */
const USE_INTL_FORMAT = './node_modules/use-intl/dist/esm/production/format-message';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Unmatched routes render app/global-not-found.tsx on the server. A page's notFound() reaches
  // React's server renderer, which has no error boundaries, so it would only render in the browser.
  // BUILD_CACHE=off: no Turbopack cache written for the next build (a CI machine's one build: 15 s saved).
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off' },
  // BUILD_TYPECHECK=off: the build skips the type check, for a run that has just done it (npm test does
  // `npm run typecheck` before the browser tests' build). Left out, every build checks the types.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === 'off' },
  // spec 9: content images at quality 50. They go through Sanity's image pipeline (or the local stand-in)
  // by a custom loader (components/content-image.tsx), so Next's optimiser never fetches them and no
  // remotePatterns are needed.
  images: { qualities: [50] },
  // PGlite ships WebAssembly and data files it loads from its own folder: keep it out of the bundle.
  // rate-limiter-flexible imports drizzle-orm by a computed name, which only Node's own loader resolves.
  // nodemailer is plain Node (sockets, TLS): loaded as it ships rather than bundled.
  // pdfkit reads its built-in fonts' metrics (.afm files) from its own folder at run time; fontkit goes with it.
  // @sentry/nextjs (loaded only with SENTRY_DSN) brings OpenTelemetry's module hooks: Node loads it as it ships.
  // pino is on Next's own list of external packages.
  serverExternalPackages: ['@electric-sql/pglite', 'rate-limiter-flexible', 'nodemailer', 'pdfkit', 'fontkit', '@sentry/nextjs'],
  // spec 4: browser errors go to Sentry when this is set at build time (lib/observability/browser-errors.ts).
  // Always defined, empty when unset, so the bundler drops the reporter's code from a build without it.
  // spec 7: how often open pages ask whether a new build is live (lib/ui/new-version.ts); empty: the default.
  env: {
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    NEXT_PUBLIC_BUILD_POLL_SECONDS: process.env.NEXT_PUBLIC_BUILD_POLL_SECONDS ?? '',
  },
  // Issue 16: the browser formats the precompiled messages its page sends it (lib/i18n/compiled-messages.ts) with
  // next-intl's small formatter for them (lib/i18n/format-compiled.ts, which writes small counts without an
  // Intl.NumberFormat), leaving intl-messageformat and its ICU parser out of every page's scripts; the server formats
  // both kinds (lib/i18n/format-message.ts). next-intl's own `experimental.messages.precompile` does this for
  // catalogues it loads from files, which ours are not (the Studio's edits are laid over them).
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': { browser: './lib/i18n/format-compiled.ts', default: './lib/i18n/format-message.ts' },
      'use-intl-format-written': `${USE_INTL_FORMAT}/index.js`,
    },
  },
  // The bundled dataset and the migrations are read from disk at run time.
  outputFileTracingIncludes: {
    '/**': ['./content/*.ndjson', './lib/db/migrations/**/*'],
  },
};

export default withNextIntl(nextConfig);
