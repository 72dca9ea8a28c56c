import { z } from 'zod';

// The bodies of the OAuth calls (spec 7). Issues carry keys of the `auth.errors` namespace, like the other
// account calls, so lib/http/auth.ts answers them as field errors.

/** POST /api/auth/sign-in-by-google and /api/auth/connect-google-oauth: the provider's code and our state. */
export const oauthCodeSchema = z.object({
  code: z.string({ error: 'required' }).trim().min(1, 'required').max(4096, 'tooLong'),
  state: z.string({ error: 'required' }).trim().min(1, 'required').max(256, 'tooLong'),
});

/** POST /api/auth/oauth/{provider}/callback: the query the provider sent the browser back with. */
export const oauthCallbackSchema = z.object({
  params: z.record(z.string().max(100), z.string().max(4096), { error: 'required' }),
});

/** POST /api/auth/disconnect-google-oauth `{ id }`: a connection of any provider (spec 3 "OAuth connection: id"). */
export const disconnectSchema = z.object({
  id: z.coerce.number({ error: 'required' }).int('required').positive('required'),
});
