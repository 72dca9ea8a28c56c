import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runDir } from '@/playwright.config';

/** The publish webhook's secret that `npm start` made for the test run's Content Lake on its first start. */
export function localWebhookSecret(): string {
  return readFileSync(path.join(runDir, 'content-lake', 'webhook-secret'), 'utf8').trim();
}
