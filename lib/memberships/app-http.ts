import type { z } from 'zod';
import { jsonRoute } from '@/lib/api/route-handler';
import { answerLocale } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { requestLocale } from '@/lib/i18n/request-locale';
import { type AppCaller, resolveAppToken } from './app-tokens';
import type { AppPlan } from './app-plan';
import type { AppInstance, RefusalReason } from './instances';

// The HTTP side of /api/app/*, the desktop program's calls. The program is no browser: it sends no Origin and
// no cookies, and proves who it is with `Authorization: Bearer <app token>` (so a foreign page cannot make a
// visitor's browser call these). Answers follow spec 8's shapes: 422 `{ message, errors }` for fields,
// 409 `{ code, message }` for a refused activation, 401 `{ code, message }` for a missing or revoked token.

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_BODY_BYTES = 4 * 1024;

/** spec 8 style named codes of the program's refusals. */
export const APP_ERROR_CODES = {
  invalidToken: 'INVALID_APP_TOKEN',
  pcLimitReached: 'PC_LIMIT_REACHED',
  noActivePlan: 'NO_ACTIVE_PLAN',
} as const;

type ApiKey = keyof (typeof messagesByLocale)['en']['app']['api'];

export function appMessageResponse(status: number, key: ApiKey, locale: Locale, headers: HeadersInit = {}, extra: object = {}) {
  return Response.json({ ...extra, message: messagesByLocale[locale].app.api[key] }, { status, headers: { ...NO_STORE, ...headers } });
}

export function appJson(body: object, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** 409: the plan has no free PC, or the account has no plan (and its trial is used). */
export function refusalResponse(reason: RefusalReason, pcNum: number, locale: Locale): Response {
  const message = messagesByLocale[locale].app.api[reason].replace('{pc_num}', String(pcNum));
  return Response.json({ code: APP_ERROR_CODES[reason], message, pc_num: pcNum }, { status: 409, headers: NO_STORE });
}

export function invalidResponse(error: z.ZodError, locale: Locale): Response {
  const texts = messagesByLocale[locale].app.api;
  const errors = new Map<string, { field: string; code: string; message: string }>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!errors.has(field)) errors.set(field, { field, code: issue.code, message: texts.invalidField });
  }
  return Response.json({ message: texts.invalid, errors: [...errors.values()] }, { status: 422, headers: NO_STORE });
}

/** The body as a JSON object, or null when it is too large, not JSON, or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  try {
    const body: unknown = text.trim() ? JSON.parse(text) : {};
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

type TokenHandler = (args: { request: Request; body: Record<string, unknown>; locale: Locale; caller: AppCaller }) => Promise<Response>;

/** A POST of the program with its app token: 401 without a valid one, 400 for a body that is not a JSON object. */
export function appTokenRoute(name: string, handler: TokenHandler) {
  return jsonRoute(name, async (request) => {
    const caller = await resolveAppToken(getDb(), bearerToken(request));
    if (!caller) {
      return appMessageResponse(401, 'invalidToken', requestLocale(request), { 'www-authenticate': 'Bearer' }, { code: APP_ERROR_CODES.invalidToken });
    }
    const body = await readJsonObject(request);
    if (!body) return appMessageResponse(400, 'invalid', requestLocale(request));
    return handler({ request, body, locale: answerLocale(request, body), caller });
  });
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
