import { configuredProjectId } from './env';

/**
 * The secret of the publish webhook. A hosted project must configure its own; the local Content Lake
 * stand-in and the app share a development default, since both run on this machine only.
 */
export const LOCAL_WEBHOOK_SECRET = 'local-content-lake-webhook-secret';

export function webhookSecret(): string | undefined {
  const configured = process.env.SANITY_WEBHOOK_SECRET?.trim();
  if (configured) return configured;
  return configuredProjectId() ? undefined : LOCAL_WEBHOOK_SECRET;
}
