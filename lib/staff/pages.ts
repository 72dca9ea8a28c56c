import { notFound, redirect } from 'next/navigation';
import { currentSession } from '@/lib/auth/current-session';
import { requireSignedIn } from '@/lib/auth/guard';
import type { ResolvedSession } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db/client';
import { type Locale, localizedPath } from '@/lib/i18n/config';
import { localRedirectPath } from '@/lib/site/url';
import { latestStaffActions } from './audit-log';
import { searchAccounts, staffAccountView } from './accounts';
import { emailChangeQueue, pendingEmailChanges } from './email-changes';
import { staffPriceList } from './prices';
import { searchOrders, staffOrderView } from './orders';
import { holdsStaffRights, staffStanding } from './standing';
import { listTaobaoCodes } from './taobao-codes';
import { totpStep } from './totp';

// Issue 20: what the /staff pages read, and the guard every one of them calls first. Pages do not open the
// database themselves (DESIGN.md): these functions do.

export const STAFF_RETURN_PARAM = 'return';

/**
 * A staff page: the session, when it holds staff rights. Signed out: to sign-in and back. A customer or a
 * reseller: 404, as for a page that does not exist. A staff session without a confirmed code: to /staff/verify.
 */
export async function requireStaff(locale: Locale, returnPath: string): Promise<ResolvedSession> {
  const signedIn = await requireSignedIn(locale, returnPath);
  const standing = await staffStanding(getDb(), signedIn);
  if (standing === 'notStaff') notFound();
  if (standing === 'pending')
    redirect(`${localizedPath(locale, '/staff/verify')}?${new URLSearchParams({ [STAFF_RETURN_PARAM]: localRedirectPath(returnPath) })}`);
  return signedIn;
}

/** /staff/verify: a staff account's session (pending or not) and its TOTP step; 404 for anyone else. */
export async function staffVerifyPage(locale: Locale, returnPath: string) {
  const signedIn = await requireSignedIn(locale, returnPath);
  if (!signedIn.user.isStaff) notFound();
  return { signedIn, step: await totpStep(getDb(), signedIn.user.id) };
}

/** Whether the page's visitor is a staff session with staff rights (the staff navigation shows only then). */
export async function hasStaffRights(): Promise<boolean> {
  const signedIn = await currentSession();
  return signedIn !== null && holdsStaffRights(signedIn);
}

export const staffHome = () => pendingEmailChanges(getDb());
export const staffAccountSearch = (query: string) => searchAccounts(getDb(), query);
export const staffAccount = (id: number) => staffAccountView(getDb(), id);
export const staffEmailChanges = () => emailChangeQueue(getDb());
export const staffAudit = () => latestStaffActions(getDb());
export const staffPrices = () => staffPriceList(getDb());
export const staffOrderSearch = (query: string, page: number) => searchOrders(getDb(), query, page);
export const staffOrder = (id: number) => staffOrderView(getDb(), id);
export const staffTaobaoCodes = (which: 'unused' | 'used', page: number) => listTaobaoCodes(getDb(), which, page);
