import type { z } from 'zod';
import {
  activationResendSchema,
  createChangePasswordByHashSchema,
  createSignUpSchema,
  hashSchema,
  passwordRestoreSchema,
  signInSchema,
} from '@/lib/validation/auth';
import { CAPTCHA_RULE, bodyOf, json, limited, locale, ref, refused, signedIn, type JsonSchema, type Operation, type Paths } from './parts';

// Sign-up, sign-in, activation, password restore and OAuth (lib/http/auth.ts, lib/http/oauth.ts).

function authPost(summary: string, schema: z.ZodType, responses: Record<string, JsonSchema>, description?: string): Operation {
  return {
    summary,
    tags: ['auth'],
    ...(description && { description }),
    requestBody: bodyOf(schema, { locale }),
    responses: { ...responses, ...refused },
  };
}

export const authPaths: Paths = {
  '/api/auth/sign-in': {
    post: authPost(
      'Sign in with e-mail and password',
      signInSchema,
      { '200': signedIn, ...limited },
      'Codes 1, 2, 3, 6 and 7. Failed attempts are limited per address and per account.',
    ),
  },
  '/api/auth/sign-out': {
    post: {
      summary: 'End the session',
      tags: ['auth'],
      responses: { '200': json('Signed out; the cookie is cleared.', ref('Success')), ...refused },
    },
  },
  '/api/auth/sign-up': {
    post: {
      ...authPost(
        'Create an account',
        createSignUpSchema(),
        { '201': json('Created; an activation mail is sent.', { type: 'object', properties: { user: ref('User') } }), ...limited },
        'The page appends its own query string (utm_*, ref), which is stored with the account. Codes 9 and 10. ' + CAPTCHA_RULE,
      ),
      requestBody: bodyOf(createSignUpSchema(), { locale, captchaToken: { type: 'string' } }),
    },
  },
  '/api/auth/activate': {
    post: authPost('Confirm the e-mail address with the mailed hash', hashSchema, {
      '200': json('Confirmed now, or before.', {
        type: 'object',
        properties: { status: { type: 'string', enum: ['confirmed', 'already-confirmed'] } },
      }),
    }),
  },
  '/api/auth/send-activation-email': {
    post: authPost('Send the activation link again', activationResendSchema, {
      '200': json('Sent, or nothing to do.', {
        type: 'object',
        properties: { status: { type: 'string', enum: ['sent', 'already-confirmed'] } },
      }),
      ...limited,
    }),
  },
  '/api/auth/send-password-restore-email': {
    post: authPost(
      'Mail a password restore link',
      passwordRestoreSchema,
      { '200': json('Sent.', { type: 'object', properties: { status: { const: 'sent' } } }), ...limited },
      "Code 8 for an address without an account; error_code 3 with 'E-mail is not activated. Please activate your e-mail first' for an unconfirmed one.",
    ),
  },
  '/api/auth/change-password': {
    post: authPost(
      'Set a new password with a restore link',
      createChangePasswordByHashSchema(),
      { '200': signedIn },
      'Ends every session of the account, revokes every program token, and signs this browser in. Code 4 for a used, expired or forged link.',
    ),
  },
  '/api/auth/sign-in-by-hash': {
    post: authPost('Sign in with a mailed one-time link', hashSchema, { '200': signedIn }),
  },
  '/api/auth/oauth/{provider}/start': {
    get: {
      summary: 'Send the browser to an OAuth provider (google, facebook, discord) or Steam',
      tags: ['auth'],
      parameters: [
        { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['google', 'facebook', 'discord', 'steam'] } },
        { name: 'intent', in: 'query', schema: { type: 'string', enum: ['sign-in', 'connect'] } },
        { name: 'returnUrl', in: 'query', schema: { type: 'string' } },
        { name: 'locale', in: 'query', schema: locale },
      ],
      responses: { '302': { description: 'To the provider, with state, PKCE and nonce kept in a short-lived signed cookie.' } },
    },
  },
  '/api/auth/oauth/{provider}/callback': {
    post: {
      summary: "Complete a sign-in or connection with the provider's answer (posted by /user/callback/{provider})",
      tags: ['auth'],
      parameters: [
        { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['google', 'facebook', 'discord', 'steam'] } },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', properties: { params: { type: 'object' }, locale } } } },
      },
      responses: {
        '200': json('Signed in or connected.', { type: 'object' }),
        '422': json('A result page of spec 8: account exists for this email, access denied, and the like.', {
          type: 'object',
          properties: { result: { type: 'string' }, message: { type: 'string' } },
        }),
        '403': refused['403'],
      },
    },
  },
  '/api/auth/sign-in-by-google': {
    post: {
      summary: 'Sign in with the code Google sent back',
      tags: ['auth'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { code: { type: 'string' }, state: { type: 'string' }, locale },
              required: ['code', 'state'],
            },
          },
        },
      },
      responses: { '200': signedIn, ...refused },
    },
  },
  '/api/auth/connect-google-oauth': {
    post: {
      summary: 'Connect Google to the signed-in account',
      tags: ['auth'],
      security: [{ session: [] }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { code: { type: 'string' }, state: { type: 'string' }, locale },
              required: ['code', 'state'],
            },
          },
        },
      },
      responses: {
        '200': json('Connected.', { type: 'object' }),
        '401': json("Signed out: `result` 'sign-in-required'.", ref('Message')),
        ...refused,
      },
    },
  },
  '/api/auth/disconnect-google-oauth': {
    post: {
      summary: "Remove one of the signed-in account's OAuth connections (any provider)",
      tags: ['auth'],
      security: [{ session: [] }],
      description: "Refused (422, result 'last-sign-in-method') when it is the account's only way to sign in.",
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' }, locale }, required: ['id'] } } },
      },
      responses: { '200': json('Removed.', { type: 'object' }), ...refused },
    },
  },
};
