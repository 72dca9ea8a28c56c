// Run by scripts/start.mjs once `next start` answers: expires every content tag (lib/content/revalidate-all.ts),
// so nothing the previous run revalidated comes back stale from Next's on-disk cache.
import './lib/load-env';
import { revalidateAllContent } from '../lib/content/revalidate-all';
import { webhookSecret } from '../lib/content/webhook-secret';

const port = process.env.PORT ?? '3000';
const secret = webhookSecret();
if (!secret) {
  console.error('Content tags were not expired after the start: SANITY_WEBHOOK_SECRET is not set.');
  process.exit(1);
}
revalidateAllContent({ url: `http://127.0.0.1:${port}/api/revalidate`, secret })
  .then((tags) => console.log(`Content cache expired after the start (${tags.length} tags).`))
  .catch((error: unknown) => {
    console.error('Expiring the content cache after the start failed:', error);
    process.exit(1);
  });
