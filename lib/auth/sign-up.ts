import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { mailTexts } from '@/lib/mail/texts';
import { kickMailWorker } from '@/lib/mail/worker';
import { log } from '@/lib/observability/log';
import { createSignUpSchema } from '@/lib/validation/auth';
import { isCommonPassword } from '@/lib/validation/common-passwords';
import { isDisposableEmail } from '@/lib/validation/disposable-email';
import { queueAccountLink } from './account-link-mail';
import { type ApiUser, apiUser, findUserByEmail } from './account-lookup';
import { logAuthEvent } from './audit';
import { checkCaptcha } from './captcha';
import { type AuthFailure, type RequestContext, withinLimits } from './flow-context';
import { AUTH_RATE_LIMITS } from './limits';
import { hashPassword } from './password';

/** The sign-up query string as stored: at most 1,000 characters, without the leading '?'. */
function signUpQuery(query: string): string | null {
  const trimmed = query.replace(/^\?/, '').slice(0, 1000);
  return trimmed || null;
}

const signUpSchema = createSignUpSchema({ isDisposableEmail, isCommonPassword });

const captchaFailure: AuthFailure = {
  kind: 'invalid',
  issues: [{ code: 'custom', path: ['captchaToken'], message: 'captchaFailed', input: undefined }],
};

/**
 * spec 7 POST /api/auth/sign-up: an account with an unconfirmed e-mail and the activation mail, or code 9
 * (the address has an account) or 10 (it could not be created). The user signs in once confirmed.
 */
export async function signUp(
  db: Database,
  body: unknown,
  context: RequestContext & { query: string; country?: string },
): Promise<{ kind: 'created'; user: ApiUser } | AuthFailure> {
  const parsed = signUpSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const captcha = await checkCaptcha(db, { body, locale: context.locale, country: context.country, clientKey: context.ip });
  if (captcha.kind === 'refused') return captchaFailure;
  if (captcha.kind === 'rateLimited') return captcha;
  const { email, password } = parsed.data;
  const limited = await withinLimits(db, [
    [AUTH_RATE_LIMITS.signUpPerIp, context.ip],
    [AUTH_RATE_LIMITS.signUpPerAccount, email],
  ]);
  if (limited) return limited;

  if (await findUserByEmail(db, email)) {
    logAuthEvent('sign-up-failed', { email, ip: context.ip, reason: 9 });
    return { kind: 'error', code: 9 };
  }
  const passwordHash = await hashPassword(password);
  const texts = await mailTexts(context.locale);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash, locale: context.locale, signUpQuery: signUpQuery(context.query) })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) return undefined;
      await queueAccountLink(tx, created, 'activation', texts, context.now);
      return created;
    });
    if (!user) {
      // Another request registered the address between the check and the insert.
      logAuthEvent('sign-up-failed', { email, ip: context.ip, reason: 9 });
      return { kind: 'error', code: 9 };
    }
    kickMailWorker();
    logAuthEvent('sign-up', { userId: user.id, ip: context.ip });
    return { kind: 'created', user: await apiUser(db, user) };
  } catch (error) {
    log.error({ err: error }, 'Creating an account failed');
    logAuthEvent('sign-up-failed', { email, ip: context.ip, reason: 10 });
    return { kind: 'error', code: 10 };
  }
}
