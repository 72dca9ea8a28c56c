import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runDir } from '@/playwright.config';

/**
 * `Authorization` for the test run's Content Lake: the token `npm start` made on its first start (beside the
 * webhook secret), which its writes and draft reads need, as a script or the `sanity` CLI would send one.
 */
export function contentLakeAuthorization(): { authorization: string } {
  const token = readFileSync(path.join(runDir, 'content-lake', 'token'), 'utf8').trim();
  return { authorization: `Bearer ${token}` };
}
