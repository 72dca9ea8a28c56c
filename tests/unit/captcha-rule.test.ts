import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaDemand, requestCountry } from '@/lib/auth/captcha';
import { testRequest } from '@/tests/support/requests';

// spec 7 and 252, issue 17: what a form must carry, decided on what the client cannot choose.

afterEach(() => {
  vi.unstubAllEnvs();
});

const configured = () => {
  vi.stubEnv('CAPTCHA_SITE_KEY', 'site');
  vi.stubEnv('CAPTCHA_SECRET_KEY', 'secret');
};

describe('captchaDemand', () => {
  it.each([
    ['en', undefined, 'answer'],
    ['en', 'DE', 'answer'],
    ['en', 'CN', 'none'],
    ['zh-CN', undefined, 'captchaFreeBudget'],
    ['zh-CN', 'US', 'captchaFreeBudget'],
    ['zh-CN', 'CN', 'none'],
  ] as const)('a form in %s from country %s: %s', (locale, country, demand) => {
    configured();
    expect(captchaDemand({ locale, country })).toBe(demand);
  });

  it('asks nothing while no captcha is configured', () => {
    vi.stubEnv('CAPTCHA_SITE_KEY', 'site');
    expect(captchaDemand({ locale: 'en' })).toBe('none');
  });
});

describe('requestCountry', () => {
  const from = (headers: Record<string, string>) => requestCountry(testRequest('/api/auth/sign-up', { headers }));

  it.each([
    ['not behind a trusted CDN', {}, { 'cf-ipcountry': 'CN' }, undefined],
    ['behind a trusted CDN', { CDN_COUNTRY_HEADER_TRUSTED: '1' }, { 'cf-ipcountry': 'cn ' }, 'CN'],
    [
      'another header than the CDN names',
      { CDN_COUNTRY_HEADER_TRUSTED: '1', COUNTRY_HEADER: 'x-country' },
      { 'cf-ipcountry': 'CN' },
      undefined,
    ],
    ['the header the CDN names', { CDN_COUNTRY_HEADER_TRUSTED: '1', COUNTRY_HEADER: 'x-country' }, { 'x-country': 'CN' }, 'CN'],
    ['not a country code', { CDN_COUNTRY_HEADER_TRUSTED: '1' }, { 'cf-ipcountry': 'XX1' }, undefined],
    ['a flag other than 1', { CDN_COUNTRY_HEADER_TRUSTED: 'yes' }, { 'cf-ipcountry': 'CN' }, undefined],
  ])('%s', (_case, env: Record<string, string>, headers: Record<string, string>, country) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    expect(from(headers)).toBe(country);
  });
});
