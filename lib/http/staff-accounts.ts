import type { Locale } from '@/lib/i18n/config';
import type { StaffAccountOutcome } from '@/lib/staff/accounts';
import type { EmailChangeDecisionOutcome } from '@/lib/staff/email-changes';
import { PRIVATE_NO_STORE } from './responses';
import { staffMessage } from './staff';

/** A staff action on an account: `{ before, after }` as the audit log holds them, or 404. */
export function accountChangeAnswer(outcome: StaffAccountOutcome, locale: Locale): Response {
  if (outcome.kind === 'notFound') return staffMessage(404, 'accountNotFound', locale);
  return Response.json({ before: outcome.before, after: outcome.after }, { headers: PRIVATE_NO_STORE });
}

/** A decision on an e-mail change request: `{ success }`, 404, or 409 when handled already or the address is taken. */
export function emailChangeDecisionAnswer(outcome: EmailChangeDecisionOutcome, locale: Locale): Response {
  switch (outcome.kind) {
    case 'done':
      return Response.json({ success: true }, { headers: PRIVATE_NO_STORE });
    case 'notFound':
      return staffMessage(404, 'requestNotFound', locale);
    case 'handled':
      return staffMessage(409, 'requestHandled', locale);
    case 'emailTaken':
      return staffMessage(409, 'emailTaken', locale);
  }
}
