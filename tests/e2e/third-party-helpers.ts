import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { contentLakeAuthorization } from './content-lake-token';

// What the third-party script tests share (third-party-scripts.spec.ts with IDs set, third-party-consent.spec.ts
// without). The test server loads the scripts from its own stand-ins (THIRD_PARTY_SCRIPT_ORIGIN ->
// app/(test)/api/e2e/third-party), so nothing reaches the internet.

export type Locale = 'en' | 'zh-CN';
export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const lake = `http://127.0.0.1:${process.env.E2E_CONTENT_LAKE_HTTP_PORT ?? '4581'}/v2025-09-01/data`;
export const ANALYTICS_ID = 'G-E2ETEST01';
export const TAG_MANAGER_ID = 'GTM-E2ETEST';
export const COPY = {
  en: { ok: 'Ok', details: 'See details', heading: 'Third-party scripts', explains: 'Google Tag Manager' },
  'zh-CN': { ok: '好的', details: '查看详情', heading: '第三方脚本', explains: '标签管理器' },
} as const;

export async function setIds(request: APIRequestContext, ids: { analyticsId: string; tagManagerId: string } | null) {
  const mutation = ids
    ? { patch: { id: 'siteSettings', set: ids } }
    : { patch: { id: 'siteSettings', unset: ['analyticsId', 'tagManagerId'] } };
  const response = await request.post(`${lake}/mutate/production?returnIds=true`, {
    headers: contentLakeAuthorization(),
    data: { mutations: [mutation] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The third-party script requests the page makes from now on. */
export function recordScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/e2e/third-party/')) requested.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return requested;
}

export const ranScripts = (page: Page) => page.evaluate(() => (window as { __thirdPartyScripts?: string[] }).__thirdPartyScripts ?? []);
export const policyOf = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'] ?? '';
