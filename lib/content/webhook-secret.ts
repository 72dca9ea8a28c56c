import { config } from '@/lib/config';

/**
 * The secret of the publish webhook: a hosted project's own, or the one the local Content Lake made on its
 * first start (`npm start` keeps it in the lake's folder and hands it to both). Unset, /api/revalidate
 * accepts nothing: there is no default secret.
 */
export function webhookSecret(): string | undefined {
  return config().env.SANITY_WEBHOOK_SECRET;
}
