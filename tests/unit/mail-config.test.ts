import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressDomain, mailDelivery, mailFrom, outboxEnabled, smtpUrlProblem, supportEmail } from '@/lib/mail/config';
import { mailLinks, outboxFrameDocument } from '@/lib/mail/links';
import { MAX_MAIL_ATTEMPTS, retryDelayMs, shouldRetry } from '@/lib/mail/retry-policy';

afterEach(() => {
  vi.unstubAllEnvs();
});

function env(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries({ SMTP_URL: undefined, MAIL_OUTBOX: undefined, SITE_URL: undefined, ...values })) {
    vi.stubEnv(name, value);
  }
}

describe('where mail goes', () => {
  it.each([
    ['the local profile, no SMTP', { NODE_ENV: 'development' }, 'outbox', true],
    ['the local profile with a production build (npm start, e2e)', { NODE_ENV: 'production' }, 'outbox', true],
    ['a loopback SITE_URL is local', { NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' }, 'outbox', true],
    ['production, no SMTP: held, never shown', { SITE_URL: 'https://shop.example' }, 'held', false],
    ['production with MAIL_OUTBOX=1: still no outbox', { SITE_URL: 'https://shop.example', MAIL_OUTBOX: '1' }, 'held', false],
    ['production with SMTP', { SITE_URL: 'https://shop.example', SMTP_URL: 'smtps://u:p@smtp.example:465' }, 'smtp', false],
    ['SMTP wins over the outbox', { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_OUTBOX: '1' }, 'smtp', false],
    ['a broken SMTP_URL holds mail and keeps the outbox shut', { NODE_ENV: 'development', SMTP_URL: 'http://x' }, 'held', false],
  ])('%s', (_, values, delivery, outbox) => {
    env(values);
    expect(mailDelivery().kind).toBe(delivery);
    expect(outboxEnabled()).toBe(outbox);
  });

  it('explains a bad SMTP_URL without repeating it', () => {
    expect(smtpUrlProblem('not a url')).toBe('SMTP_URL is not a URL');
    expect(smtpUrlProblem('https://u:secret@x')).toBe('SMTP_URL must start with smtp:// or smtps://');
    expect(smtpUrlProblem('smtp://u:secret@mail.example:587')).toBeNull();
  });

  it('takes From and the support address from the configuration', () => {
    env({ MAIL_FROM: undefined, SUPPORT_EMAIL: undefined, SITE_URL: 'https://remapper.app' });
    expect(mailFrom()).toBe('Remapper <no-reply@remapper.app>');
    expect(supportEmail()).toBe('support@remapper.app');
    env({ MAIL_FROM: 'Shop <shop@mail.example>', SUPPORT_EMAIL: 'help@mail.example' });
    expect(mailFrom()).toBe('Shop <shop@mail.example>');
    expect(supportEmail()).toBe('help@mail.example');
    expect(addressDomain(mailFrom())).toBe('mail.example');
    expect(addressDomain('plain@Example.ORG')).toBe('example.org');
  });
});

describe('the retry policy', () => {
  it('doubles the wait from a minute up to two hours', () => {
    const minutes = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120, 120, 120, 120, 120, 120, 120]);
    // About 18 hours of an SMTP outage are ridden out before a mail is marked failed.
    expect(minutes.reduce((sum, value) => sum + value, 0) / 60).toBeCloseTo(18.1, 1);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, () => {
    expect(shouldRetry(1)).toBe(true);
    expect(shouldRetry(MAX_MAIL_ATTEMPTS - 1)).toBe(true);
    expect(shouldRetry(MAX_MAIL_ATTEMPTS)).toBe(false);
  });
});

describe('the outbox helpers', () => {
  it('find the links of both parts, each once', () => {
    const html = '<p><a href="https://shop.example/user/activate?hash=a&amp;b=1">Activate</a> <a href="mailto:x@y">x</a></p>';
    const text = 'Open https://shop.example/user/activate?hash=a&b=1. Or http://other.example/x)';
    expect(mailLinks(html, text)).toEqual(['https://shop.example/user/activate?hash=a&b=1', 'mailto:x@y', 'http://other.example/x']);
  });

  it('open links of the framed HTML part in a new tab', () => {
    expect(outboxFrameDocument('<html><head><title>x</title></head><body><header></header></body></html>')).toBe(
      '<html><head><base target="_blank"><title>x</title></head><body><header></header></body></html>',
    );
    expect(outboxFrameDocument('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
  });
});
