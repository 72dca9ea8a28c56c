import { NextResponse } from 'next/server';
import type { ZodError } from 'zod';
import { sessionCookie } from '@/lib/auth/sessions';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import { secureCookies } from '@/lib/runtime/cookies';
import { messageAnswer, PRIVATE_NO_STORE } from './responses';

// Issue 20: the staff API's answers, in the staff member's language.

type StaffApiKey = keyof Messages['staff']['api'];

export function staffMessage(status: number, key: StaffApiKey, locale: Locale): Response {
  return messageAnswer(status, messagesFor(locale).staff.api[key], PRIVATE_NO_STORE);
}

/** 422 `{ message, errors: [{ field, code, message }] }`, the shape of every field refusal. */
export function staffInvalid(error: ZodError, locale: Locale, messages: Partial<Record<string, StaffApiKey>> = {}): Response {
  const texts = messagesFor(locale);
  const errors = error.issues.map((issue) => {
    const field = String(issue.path[0] ?? 'body');
    const key = messages[field];
    return { field, code: issue.code, message: key ? texts.staff.api[key] : texts.auth.api.invalid };
  });
  return Response.json({ message: texts.auth.api.invalid, errors }, { status: 422, headers: PRIVATE_NO_STORE });
}

/** The confirmed staff session's answer: its new cookie (the old token is gone) and the recovery codes, once. */
export function staffVerifiedResponse(sessionToken: string, recoveryCodes: string[] | null): Response {
  const response = NextResponse.json({ verified: true, recovery_codes: recoveryCodes }, { headers: PRIVATE_NO_STORE });
  const cookie = sessionCookie(sessionToken, { production: secureCookies() });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

/** 422 for one field, with the staff API's words for it. */
export function staffFieldError(field: string, key: StaffApiKey, locale: Locale): Response {
  const texts = messagesFor(locale);
  return Response.json(
    { message: texts.auth.api.invalid, errors: [{ field, code: key, message: texts.staff.api[key] }] },
    { status: 422, headers: PRIVATE_NO_STORE },
  );
}
