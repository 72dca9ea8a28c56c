import type { Locale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';
import type { LegacyImportOutcome } from '@/lib/staff/legacy-licences';
import { PRIVATE_NO_STORE } from './responses';

/**
 * A legacy licence import's answer: 200 `{ loaded: [{ line, serial, email, pcs }], refused: [{ line, serial, reason,
 * message }] }`, each refusal worded in the staff member's language; or 422 `{ message, line? }` for a file that
 * loads nothing.
 */
export function legacyImportAnswer(outcome: LegacyImportOutcome, locale: Locale): Response {
  const texts = messagesFor(locale).staff.legacy;
  if (outcome.kind === 'file') {
    const message = texts.file[outcome.refusal].replace('{line}', String(outcome.line ?? ''));
    return Response.json(
      { message, code: outcome.refusal, ...(outcome.line ? { line: outcome.line } : {}) },
      { status: 422, headers: PRIVATE_NO_STORE },
    );
  }
  return Response.json(
    {
      loaded: outcome.loaded,
      refused: outcome.refused.map((row) => ({
        line: row.line,
        serial: row.serial,
        reason: row.reason,
        message: texts.reason[row.reason],
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}
