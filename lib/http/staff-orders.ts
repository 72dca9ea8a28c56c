import type { Locale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';
import type { StaffOrderRefundOutcome } from '@/lib/staff/orders';
import type { TaobaoImportOutcome, TaobaoRowRefusal } from '@/lib/staff/taobao-codes';
import { PRIVATE_NO_STORE } from './responses';
import { staffMessage } from './staff';

// Issue 20: the answers of the staff calls on orders and Taobao codes, in the staff member's language.

/** A staff refund: `{ refund, before, after }` as the audit log holds them, or why there is none. */
export function orderRefundAnswer(outcome: StaffOrderRefundOutcome, locale: Locale): Response {
  switch (outcome.kind) {
    case 'refunded':
    case 'requested':
      return Response.json({ refund: outcome.kind, before: outcome.before, after: outcome.after }, { headers: PRIVATE_NO_STORE });
    case 'notFound':
      return staffMessage(404, 'orderNotFound', locale);
    case 'alreadyRefunded':
      return staffMessage(409, 'alreadyRefunded', locale);
    case 'notPaid':
      return staffMessage(409, 'notPaid', locale);
    case 'noPayment':
      return staffMessage(409, 'noPayment', locale);
    case 'providerFailed':
      return staffMessage(409, 'refundFailed', locale);
  }
}

const ROW_MESSAGE = {
  columns: 'rowColumns',
  codeFormat: 'rowCodeFormat',
  plan: 'rowPlan',
  duplicateInFile: 'rowDuplicateInFile',
  alreadyLoaded: 'rowAlreadyLoaded',
} as const satisfies Record<TaobaoRowRefusal, string>;

/**
 * An import: 200 `{ loaded, refused }` (each refused row with its line, code, reason and the reason in words), or
 * 422 `{ message, errors: [{ field: 'file', code, message }] }` for a file that loads nothing.
 */
export function taobaoImportAnswer(outcome: TaobaoImportOutcome, locale: Locale): Response {
  const texts = messagesFor(locale).staff.api;
  if (outcome.kind === 'imported') {
    return Response.json(
      {
        loaded: outcome.loaded.map(({ line, code, plan }) => ({
          line,
          code,
          kind: plan.kind,
          period_months: plan.periodMonths,
          pc_num: plan.pcNum,
        })),
        refused: outcome.refused.map(({ line, code, reason }) => ({ line, code, reason, message: texts[ROW_MESSAGE[reason]] })),
      },
      { headers: PRIVATE_NO_STORE },
    );
  }
  let message: string;
  switch (outcome.kind) {
    case 'malformed':
      message = texts.csvMalformed.replace('{line}', String(outcome.line));
      break;
    case 'header':
      message = texts.csvHeader;
      break;
    case 'empty':
      message = texts.csvEmpty;
      break;
    case 'tooManyRows':
      message = texts.csvTooManyRows.replace('{max}', String(outcome.max));
      break;
  }
  return Response.json({ message, errors: [{ field: 'file', code: outcome.kind, message }] }, { status: 422, headers: PRIVATE_NO_STORE });
}
