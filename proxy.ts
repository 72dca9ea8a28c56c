import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Pages only: the API, the Studio, Next's own files and anything with an extension stay unlocalised.
  matcher: ['/((?!api|studio|_next|_vercel|.*\\..*).*)'],
};
