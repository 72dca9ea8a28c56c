import type { z } from 'zod';
import { APP_ERROR_CODES } from '@/lib/api/error-codes';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import type { AppPlan } from '@/lib/memberships/app-plan';
import type { AppInstance, RefusalReason } from '@/lib/memberships/instances';
import { firstIssuePerField } from '@/lib/validation/field-errors';
import { NO_STORE, tooManyRequests } from './responses';
import { controlCharactersAnswer, type RefusalAnswer } from './route';

// The answers of /api/app/*, the desktop program's calls. The program is no browser: it sends no Origin and
// no cookies, and proves who it is with `Authorization: Bearer <app token>` (so a foreign page cannot make a
// visitor's browser call these). Answers follow spec 8's shapes: 422 `{ message, errors }` for fields,
// 409 `{ code, message }` for a refused activation, 401 `{ code, message }` for a missing or revoked token.

type ApiKey = keyof Messages['app']['api'];

export function appMessageResponse(status: number, key: ApiKey, locale: Locale, headers: HeadersInit = {}, extra: object = {}) {
  return Response.json({ ...extra, message: messagesFor(locale).app.api[key] }, { status, headers: { ...NO_STORE, ...headers } });
}

/** The program's refusals before a handler runs, worded in app.api. */
export const appRefusal: RefusalAnswer = (refusal, locale) => {
  switch (refusal.kind) {
    case 'invalidToken':
      return appMessageResponse(401, 'invalidToken', locale, { 'www-authenticate': 'Bearer' }, { code: APP_ERROR_CODES.invalidToken });
    case 'rateLimited':
      return tooManyRequests(messagesFor(locale).app.api.rateLimited, refusal.retryAfterSeconds);
    case 'tooLarge':
      return appMessageResponse(413, 'invalid', locale);
    case 'controlCharacters':
      return controlCharactersAnswer(messagesFor(locale).app.api.invalid, refusal.field, messagesFor(locale).app.api.invalidField);
    default:
      // The program sends no cookies and no Origin: what is left is a body it could not have meant.
      return appMessageResponse(400, 'invalid', locale);
  }
};

export function appJson(body: object, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** 409: the plan has no free PC, or the account has no plan (and its trial is used). */
export function refusalResponse(reason: RefusalReason, pcNum: number, locale: Locale): Response {
  const message = messagesFor(locale).app.api[reason].replace('{pc_num}', String(pcNum));
  return Response.json({ code: APP_ERROR_CODES[reason], message, pc_num: pcNum }, { status: 409, headers: NO_STORE });
}

export function invalidResponse(error: z.ZodError, locale: Locale): Response {
  const texts = messagesFor(locale).app.api;
  const errors = firstIssuePerField(error.issues, (issue) => issue.code).map(({ field, code }) => ({
    field,
    code,
    message: texts.invalidField,
  }));
  return Response.json({ message: texts.invalid, errors }, { status: 422, headers: NO_STORE });
}

/** spec 3 "Instance: id, device, date created, status, version", in the API's snake_case. */
export function instanceJson(instance: AppInstance) {
  return {
    kind: instance.kind,
    id: instance.id,
    device: instance.device,
    device_id: instance.deviceId,
    date_created: instance.dateCreated.toISOString(),
    last_seen: instance.lastSeen.toISOString(),
    status: instance.status,
    version: instance.version,
  };
}

/**
 * The plan the PC counts against (spec 3 "Subscription: ... active_pc_num"); for a legacy licence `kind` is
 * 'license', with its id and serial number (spec 3 "License"), pc_num its instances and no expiry.
 */
export function planJson(plan: AppPlan | null) {
  if (!plan) return null;
  const shared = {
    kind: plan.kind,
    pc_num: plan.pcNum,
    active_pc_num: plan.activePcNum,
    expires_at: plan.expiresAt?.toISOString() ?? null,
  };
  return plan.kind === 'license' ? { ...shared, license_id: plan.licenseId, serial_number: plan.serialNumber } : shared;
}
