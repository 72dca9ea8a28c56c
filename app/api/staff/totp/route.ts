import { requestCookies } from '@/lib/auth/current-session';
import { route } from '@/lib/http/route';
import { staffFieldError, staffInvalid, staffMessage, staffVerifiedResponse } from '@/lib/http/staff';
import { messagesFor } from '@/lib/i18n/held-messages';
import { tooManyRequests } from '@/lib/http/responses';
import { clientIp } from '@/lib/runtime/client-ip';
import { confirmStaffCode } from '@/lib/staff/totp';
import { staffCodeSchema } from '@/lib/validation/staff';

/**
 * POST /api/staff/totp `{ code }` (issue 20): a staff account's session confirms a TOTP code or a recovery code
 * -> `{ verified, recovery_codes }` (the codes once, after the first TOTP code) with a new session cookie that
 * holds staff rights; 422 for a wrong code; 403 for an account that is not staff.
 */
export const POST = route(
  '/api/staff/totp',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ db, request, body, locale, signedIn }) => {
    const parsed = staffCodeSchema.safeParse(body);
    if (!parsed.success) return staffInvalid(parsed.error, locale, { code: 'wrongCode' });
    const sessionToken = requestCookies(request).sessionToken ?? '';
    const meta = { userAgent: request.headers.get('user-agent'), ip: clientIp() };
    const outcome = await confirmStaffCode(db, { userId: signedIn.user.id, sessionToken, meta }, parsed.data.code);
    switch (outcome.kind) {
      case 'notStaff':
        return staffMessage(403, 'staffOnly', locale);
      case 'rateLimited':
        return tooManyRequests(messagesFor(locale).auth.api.rateLimited, outcome.retryAfterSeconds);
      case 'wrongCode':
        return staffFieldError('code', 'wrongCode', locale);
      case 'verified':
        return staffVerifiedResponse(outcome.sessionToken, outcome.recoveryCodes);
    }
  },
);
