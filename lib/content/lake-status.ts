import { config } from '@/lib/config';
import { configuredProjectId } from './env';

export type LakeStatus =
  /** No local Content Lake here (production, or a hosted project). */
  | { kind: 'absent' }
  /** The local Content Lake answers the app's server. */
  | { kind: 'answering' }
  /** It is configured but does not answer: stopped, or still starting. */
  | { kind: 'silent' };

/** How long the server waits for the lake's ping: it answers in a few ms on loopback when it runs. */
const PING_TIMEOUT_MS = 1500;

/**
 * Whether the local Content Lake answers the app's server (plain HTTP on loopback). The Studio's guide asks
 * when the browser cannot reach the lake over HTTPS: answering here means the browser's certificate trust is
 * what fails; silent means the lake itself is down (issue 24).
 */
export async function localLakeStatus(): Promise<LakeStatus> {
  const { profile, env } = config();
  if (profile !== 'local' || !env.CONTENT_LAKE_URL || !env.CONTENT_LAKE_STUDIO_URL || configuredProjectId()) return { kind: 'absent' };
  try {
    const response = await fetch(new URL('/v1/ping', env.CONTENT_LAKE_URL), { cache: 'no-store', signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    return response.ok ? { kind: 'answering' } : { kind: 'silent' };
  } catch {
    return { kind: 'silent' };
  }
}
