import { ApiError } from '@/lib/api/client';
import { type AuthErrorKey, isAuthErrorKey } from '@/lib/validation/auth-errors';

// How an account form reads a refused call (lib/http/auth.ts answers): field errors go back onto the
// fields, the numbered errors of spec 8 become the form's alert, everything else a general message.

export interface AuthFieldError {
  field: string;
  code: AuthErrorKey;
}

export type AuthFormFailure =
  | { kind: 'fields'; errors: AuthFieldError[] }
  | { kind: 'code'; code: number }
  | { kind: 'rateLimited' }
  | { kind: 'network' }
  | { kind: 'other' };

/**
 * What went wrong with a call of the account API. `fields` names the form's own fields: a 422 whose
 * errors name none of them cannot be shown on the form and counts as `other`.
 */
export function authFormFailure(error: unknown, fields: readonly string[]): AuthFormFailure {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 429) return { kind: 'rateLimited' };
  if (error.status !== 422) return { kind: 'other' };
  if (error.errorCode !== undefined) return { kind: 'code', code: error.errorCode };
  const body = error.body;
  const listed = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
  if (!Array.isArray(listed)) return { kind: 'other' };
  const errors = listed.flatMap((entry: unknown): AuthFieldError[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, code } = entry as { field?: unknown; code?: unknown };
    return typeof field === 'string' && fields.includes(field) && isAuthErrorKey(code) ? [{ field, code }] : [];
  });
  return errors.length > 0 ? { kind: 'fields', errors } : { kind: 'other' };
}
