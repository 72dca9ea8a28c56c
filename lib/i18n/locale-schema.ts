import { z } from 'zod';
import { locales } from './config';

// The locale a request body or a signed state names, one of lib/i18n/config.ts's locales. Apart from
// config.ts so that pages which only narrow a locale do not load zod. An enum compiles no parser, so it
// needs none of lib/validation/zod.ts's browser setting.
export const localeSchema = z.enum(locales);
