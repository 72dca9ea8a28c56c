import { describe, expect, it } from 'vitest';
import { authorizeAppStep, isPageLoad } from '@/lib/memberships/authorize-redirect';

// spec 2 "If an app-authorisation session exists and the user is signed in, go to /account/authorize-app".

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

const visit = (
  pathname: string,
  {
    query = '',
    remembered,
    signedIn = false,
    pageLoad = true,
  }: { query?: string; remembered?: string; signedIn?: boolean; pageLoad?: boolean } = {},
) => authorizeAppStep({ pathname, pageLoad, searchParams: new URLSearchParams(query), rememberedRequestId: remembered, signedIn });

describe('authorizeAppStep', () => {
  it.each([
    [
      'the program opens the page signed out: remember the request',
      visit('/account/authorize-app', { query: `request=${ID}` }),
      { kind: 'remember', requestId: ID },
    ],
    ['the same in Chinese', visit('/zh-CN/account/authorize-app', { query: `request=${ID}` }), { kind: 'remember', requestId: ID }],
    ['a malformed id is not remembered', visit('/account/authorize-app', { query: 'request=<x>' }), { kind: 'none' }],
    [
      'signed in on the page: nothing to remember',
      visit('/account/authorize-app', { query: `request=${ID}`, signedIn: true }),
      { kind: 'none' },
    ],
    [
      'signed in on the page with the cookie: it has done its job',
      visit('/account/authorize-app', { remembered: ID, signedIn: true }),
      { kind: 'forget' },
    ],
    [
      'signed in anywhere else with the cookie: go to the page',
      visit('/account', { remembered: ID, signedIn: true }),
      { kind: 'redirect', location: `/account/authorize-app?request=${ID}` },
    ],
    [
      "in the visitor's language",
      visit('/zh-CN/blog', { remembered: ID, signedIn: true }),
      { kind: 'redirect', location: `/zh-CN/account/authorize-app?request=${ID}` },
    ],
    [
      'the Chinese home page',
      visit('/zh-CN', { remembered: ID, signedIn: true }),
      { kind: 'redirect', location: `/zh-CN/account/authorize-app?request=${ID}` },
    ],
    ['signed out with the cookie: no redirect yet', visit('/user/sign-in', { remembered: ID }), { kind: 'none' }],
    ['a forged cookie value goes nowhere', visit('/account', { remembered: '../../evil', signedIn: true }), { kind: 'none' }],
    ['no cookie: nothing', visit('/account', { signedIn: true }), { kind: 'none' }],
    [
      'a prefetch of another page leaves the cookie for the real visit',
      visit('/account', { remembered: ID, signedIn: true, pageLoad: false }),
      { kind: 'none' },
    ],
    [
      'a prefetch of the page itself does not clear it either',
      visit('/account/authorize-app', { remembered: ID, signedIn: true, pageLoad: false }),
      { kind: 'none' },
    ],
  ])('%s', (_name, step, expected) => {
    expect(step).toStrictEqual(expected);
  });
});

describe('isPageLoad', () => {
  it.each([
    [{ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }, true],
    [{}, true],
    [{ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }, false],
    [{ 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch;prerender' }, false],
    [{ purpose: 'prefetch' }, false],
    [{ 'next-router-prefetch': '1', rsc: '1' }, false],
    [{ rsc: '1' }, false],
  ])('%o -> %s', (headers, expected) => {
    expect(isPageLoad(new Headers(headers))).toBe(expected);
  });
});
