import type { z } from 'zod';
import { firstIssuePerField } from '@/lib/validation/field-errors';
import { type AccountErrorKey, isAccountErrorKey } from '@/lib/validation/profile-fields';

// What the account calls answer apart from HTTP (lib/http/account.ts words them).

/** One field's refusal: the field's name and a key of `auth.errors` or `profile.errors`. */
export interface FieldError {
  field: string;
  code: AccountErrorKey;
}

export type AccountFailure =
  | { kind: 'invalid'; fields: FieldError[] }
  | { kind: 'wrongCurrentPassword' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'emailChangePending'; availableAt: Date }
  /** Issue 17: an account without a password whose sign-in is not fresh signs in again before an e-mail change. */
  | { kind: 'signInAgain' };

const FAILURE_KINDS: ReadonlySet<string> = new Set(['invalid', 'wrongCurrentPassword', 'rateLimited', 'emailChangePending', 'signInAgain']);

export function isAccountFailure<T extends { kind: string }>(outcome: T | AccountFailure): outcome is AccountFailure {
  return FAILURE_KINDS.has(outcome.kind);
}

/** The first issue of each field, as the form shows them. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return firstIssuePerField(issues, (issue) => (isAccountErrorKey(issue.message) ? issue.message : 'required'));
}

export function invalid(issues: readonly z.core.$ZodIssue[]): AccountFailure {
  return { kind: 'invalid', fields: fieldErrors(issues) };
}
