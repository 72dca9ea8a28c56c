import { z } from 'zod';
import { locales } from '@/lib/i18n/config';

// The pieces every part of the OpenAPI document is written with. Request bodies are generated from the zod schemas
// the routes validate with, so the document cannot drift from what the server accepts.

export type JsonSchema = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  summary: string;
  tags: string[];
  description?: string;
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  security?: JsonSchema[];
}

export type Paths = Record<string, Partial<Record<Method, Operation>>>;

/** A JSON request body from a route's zod schema, with `extra` properties the route reads beside it (`locale`). */
export function bodyOf(schema: z.ZodType, extra: Record<string, JsonSchema> = {}, { required = true } = {}): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  if (Object.keys(extra).length > 0 && json.type === 'object') {
    json.properties = { ...(json.properties as JsonSchema), ...extra };
  }
  return { required, content: { 'application/json': { schema: json } } };
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (description: string, schema: JsonSchema = { type: 'object' }) => ({
  description,
  content: { 'application/json': { schema } },
});
export const message = ref('Message');
export const refusal = ref('Refusal');
export const session = [{ session: [] }];
export const locale = { type: 'string', enum: [...locales], description: 'The language of the answer and of any mail sent.' };

export const refused = {
  '403': json('The request did not come from the site (Origin check).', message),
  '422': json('Invalid fields, or a numbered error of spec 8.', refusal),
};
export const limited = { '429': json('Too many attempts; see Retry-After.', message) };
// lib/auth/captcha.ts captchaDemand.
export const CAPTCHA_RULE =
  'With a captcha configured, `captchaToken` is required, except from a visitor the CDN places in China (believed only with ' +
  'CDN_COUNTRY_HEADER_TRUSTED). A zh-CN form may go without one, a few times an hour per address (then 429).';
export const readiness = {
  '200': json('Ready: the database answers; `status` is `degraded` while the content source does not.', { type: 'object' }),
  '503': json('Not ready: the database does not answer.', { type: 'object' }),
};
export const signedIn = json('Signed in: the session cookie is set.', {
  type: 'object',
  properties: { user: ref('User') },
  required: ['user'],
});
export const orderId = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
export const countryCode = { name: 'country_code', in: 'query', required: false, schema: { type: 'string', pattern: '^[A-Za-z]{2}$' } };
