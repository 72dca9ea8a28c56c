import { API_ERROR_MESSAGES } from '@/lib/api/error-codes';
import { sessionFromRequest } from '@/lib/auth/current-session';
import type { ResolvedSession } from '@/lib/auth/sessions';
import { refreshHeldMessages } from '@/lib/content/ui-messages';
import { type Database, getDb } from '@/lib/db/client';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';
import { requestLocale } from '@/lib/i18n/request-locale';
import { type AppCaller, resolveAppToken } from '@/lib/memberships/app-tokens';
import { log } from '@/lib/observability/log';
import { staffStanding } from '@/lib/staff/standing';
import { readJsonObject, readTextBody } from './body';
import { fieldWithControlCharacters, hasControlCharacters, queryParameterWithControlCharacters } from '@/lib/validation/control-characters';
import { clientIp } from '@/lib/runtime/client-ip';
import { isSameOriginWrite } from './origin';
import { consumeRateLimit, type RateLimitRule } from '@/lib/runtime/rate-limit';
import { messageAnswer, NO_STORE, PRIVATE_NO_STORE, tooManyRequests } from './responses';
import { testRoutesEnabled } from './test-routes';

/** Public data that is the same for every visitor: shared caches may hold it briefly. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Marketing content that changes on publish: browsers revalidate, shared caches hold it a minute. */
export const CONTENT_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

type Handler = (request: Request) => Promise<Response>;

/**
 * Wraps a route handler so an unexpected failure answers a JSON 500 with a generic message:
 * the stack goes to the server log, never to the caller.
 */
function jsonRoute(name: string, handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      log.error({ err: error }, `${request.method} ${name} failed`);
      return Response.json({ message: API_ERROR_MESSAGES.generic }, { status: 500, headers: NO_STORE });
    }
  };
}

/** A query parameter of the request's URL, or null. */
export function searchParam(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name);
}

/** The language of the answer: the body's `locale` when it is one of ours, else the request's. */
export function answerLocale(request: Request, body: unknown): Locale {
  const named = typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined;
  return isLocale(named) ? named : requestLocale(request);
}

/** Why a call is refused before its handler runs. */
export type Refusal =
  | { kind: 'forbidden' }
  | { kind: 'tooLarge' }
  | { kind: 'unreadable' }
  /** A query parameter, the path or a field of the JSON body holds control characters (422, naming it). */
  | { kind: 'controlCharacters'; field: string }
  | { kind: 'signedOut' }
  | { kind: 'reseller' }
  | { kind: 'notReseller' }
  /** Issue 20: a staff route asked by an account that is not staff. */
  | { kind: 'notStaff' }
  /** Issue 20: a staff account whose session has not confirmed a TOTP code (or whose staff rights went idle). */
  | { kind: 'staffPending' }
  | { kind: 'invalidToken' }
  | { kind: 'rateLimited'; retryAfterSeconds: number };

/** The answer to a refusal, in the caller's language: each family of the API words them in its namespace. */
export type RefusalAnswer = (refusal: Refusal, locale: Locale) => Response;

/** The account API's words (auth.api), the default of every route. */
export const accountApiRefusal: RefusalAnswer = (refusal, locale) => {
  const texts = messagesFor(locale).auth.api;
  switch (refusal.kind) {
    case 'forbidden':
      return messageAnswer(403, texts.forbidden);
    case 'tooLarge':
      return messageAnswer(413, texts.badRequest);
    case 'unreadable':
      return messageAnswer(400, texts.badRequest);
    case 'controlCharacters':
      return controlCharactersAnswer(texts.invalid, refusal.field, messagesFor(locale).auth.errors.controlCharacters);
    case 'signedOut':
      // spec 4: the browser then signs in.
      return messageAnswer(401, texts.signInRequired);
    case 'reseller':
      // spec 6: resellers have no /account of their own.
      return messageAnswer(403, messagesFor(locale).shop.membership.api.resellersOnly, PRIVATE_NO_STORE);
    case 'notReseller':
      return messageAnswer(403, messagesFor(locale).shop.customers.resellersOnly, PRIVATE_NO_STORE);
    case 'notStaff':
      return messageAnswer(403, messagesFor(locale).staff.api.staffOnly, PRIVATE_NO_STORE);
    case 'staffPending':
      return messageAnswer(403, messagesFor(locale).staff.api.confirmCode, PRIVATE_NO_STORE);
    case 'invalidToken':
      return messageAnswer(401, texts.signInRequired);
    case 'rateLimited':
      return tooManyRequests(texts.rateLimited, refusal.retryAfterSeconds);
  }
};

/** What a route asks of a call before its handler runs, in this order. */
export interface RouteNeeds {
  /** 404 unless the test-only routes are switched on (lib/http/test-routes.ts). */
  testOnly?: true;
  /** The desktop program's `Authorization: Bearer <app token>`: 401 without a valid one. */
  appToken?: true;
  /** DESIGN.md "Origin check on every write": 403 unless the call comes from the site's own pages. */
  sameOrigin?: true;
  /**
   * The body, read with a size limit enforced while it streams (lib/http/body.ts): 413 over it, 400 when
   * unreadable. 'json': an object of at most 16 KiB, whose keys and strings hold no control characters (422);
   * 'text': the UTF-8 text as sent (a signed webhook's), at most `maxBodyBytes`.
   */
  body?: 'json' | 'text';
  /** The limit of a 'text' body, or of a 'json' one that needs more than the API's 16 KiB (a staff CSV import). */
  maxBodyBytes?: number;
  /** The top-level fields of a JSON body that may hold tabs and line breaks (a message, a reason, a note). */
  multiline?: readonly string[];
  /**
   * 401 when signed out; a 'customer' route refuses resellers (403), a 'reseller' route everyone else. A 'staff'
   * route (issue 20) refuses every account that is not staff (403) and a staff session without a confirmed TOTP
   * code (403), and needs `sameOrigin` on every write.
   */
  session?: 'user' | 'customer' | 'reseller' | 'staff';
  /**
   * Budgets counted before the handler, each by the client's address or the signed-in user: 429 with
   * Retry-After once one is spent.
   */
  rateLimits?: readonly (readonly [RateLimitRule, 'ip' | 'user'])[];
  /** The words of the refusals; the account API's by default. */
  refuse?: RefusalAnswer;
}

/** What a handler is given: the request, the answer's language, the app's database and what the needs resolved. */
export type RouteCall<N extends RouteNeeds> = {
  request: Request;
  locale: Locale;
  db: Database;
} & (N['body'] extends 'json' ? { body: Record<string, unknown> } : N['body'] extends 'text' ? { body: string } : unknown) &
  (N['session'] extends string ? { signedIn: ResolvedSession } : unknown) &
  (N['appToken'] extends true ? { caller: AppCaller } : unknown);

/** The default limit of a 'text' body: a signed webhook's event is a few KiB. */
const MAX_TEXT_BODY_BYTES = 256 * 1024;

/** The query parameter (or 'path') of the URL that holds control characters, or null. */
function controlCharactersOutsideBody(request: Request): string | null {
  const url = new URL(request.url);
  try {
    if (hasControlCharacters(decodeURIComponent(url.pathname))) return 'path';
  } catch {
    // Percent-escapes that are not UTF-8 (`%FF`): no id or name is written so.
    return 'path';
  }
  return queryParameterWithControlCharacters(url.searchParams);
}

/** 422 `{ message, errors: [{ field, code: 'controlCharacters', message }] }`, in the shape of every field refusal. */
export function controlCharactersAnswer(message: string, field: string, fieldMessage: string, headers: HeadersInit = NO_STORE): Response {
  return Response.json({ message, errors: [{ field, code: 'controlCharacters', message: fieldMessage }] }, { status: 422, headers });
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

function userKey(signedIn: unknown): string {
  if (!signedIn) throw new Error('A budget per user needs a route with a session');
  return String((signedIn as ResolvedSession).user.id);
}

/**
 * A route handler: the checks `needs` names, then `handler` with what they resolved, and a JSON 500 if
 * anything throws. Until the body is read, the answer's language is the request's; then the body's `locale`.
 */
export function route<const N extends RouteNeeds>(name: string, needs: N, handler: (call: RouteCall<N>) => Promise<Response>): Handler {
  const refuse = needs.refuse ?? accountApiRefusal;
  if (needs.session === 'staff' && !needs.sameOrigin && needs.body !== undefined)
    throw new Error(`The staff route ${name} writes without an Origin check`);
  return jsonRoute(name, async (request) => {
    if (needs.testOnly && !testRoutesEnabled()) return messageAnswer(404, 'Not found');
    // The texts every answer below is worded in: the translators' edits, read again when a minute old.
    await refreshHeldMessages();
    const call: Record<string, unknown> = {
      request,
      locale: requestLocale(request),
      // Opened on first use: a call refused by its Origin or body never touches the database.
      get db() {
        return getDb();
      },
    };
    const locale = () => call.locale as Locale;
    if (needs.appToken) {
      const caller = await resolveAppToken(getDb(), bearerToken(request));
      if (!caller) return refuse({ kind: 'invalidToken' }, locale());
      call.caller = caller;
    }
    if (needs.sameOrigin && !isSameOriginWrite(request)) return refuse({ kind: 'forbidden' }, locale());
    // Every query parameter and the path are single-line text: no control characters reach a query.
    const refused = controlCharactersOutsideBody(request);
    if (refused) return refuse({ kind: 'controlCharacters', field: refused }, locale());
    if (needs.body === 'json') {
      const reading = await readJsonObject(request, needs.maxBodyBytes);
      if (reading.kind !== 'read') return refuse({ kind: reading.kind }, locale());
      call.body = reading.body;
      call.locale = answerLocale(request, reading.body);
      const field = fieldWithControlCharacters(reading.body, needs.multiline);
      if (field !== null) return refuse({ kind: 'controlCharacters', field }, locale());
    } else if (needs.body === 'text') {
      const reading = await readTextBody(request, needs.maxBodyBytes ?? MAX_TEXT_BODY_BYTES);
      if (reading.kind !== 'read') return refuse({ kind: reading.kind }, locale());
      call.body = reading.body;
    }
    if (needs.session) {
      const signedIn = await sessionFromRequest(request);
      if (!signedIn) return refuse({ kind: 'signedOut' }, locale());
      if (needs.session === 'customer' && signedIn.user.isPartner) return refuse({ kind: 'reseller' }, locale());
      if (needs.session === 'reseller' && !signedIn.user.isPartner) return refuse({ kind: 'notReseller' }, locale());
      if (needs.session === 'staff') {
        const standing = await staffStanding(getDb(), signedIn);
        if (standing !== 'staff') return refuse({ kind: standing === 'pending' ? 'staffPending' : 'notStaff' }, locale());
      }
      call.signedIn = signedIn;
    }
    for (const [rule, by] of needs.rateLimits ?? []) {
      const verdict = await consumeRateLimit(getDb(), rule, by === 'ip' ? clientIp() : userKey(call.signedIn));
      if (!verdict.allowed) return refuse({ kind: 'rateLimited', retryAfterSeconds: verdict.retryAfterSeconds }, locale());
    }
    return handler(call as RouteCall<N>);
  });
}
