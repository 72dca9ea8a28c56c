import { installerRedirect } from '@/lib/content/download-route';

/** spec 2: a placeholder route with no screen (lib/content/download-route.ts). */
export const GET = installerRedirect;
