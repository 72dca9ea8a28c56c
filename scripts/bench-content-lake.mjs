// npm run bench:content: (1) publish-to-live: seconds from a publish in the local Content Lake until the
// page shows it, median of 10; (2) the Content Lake's GROQ latency for the home page's SEO query.
// Publishes go through the same document actions the Studio sends.
import { createClient } from '@sanity/client';
import { median, percentile, startStack } from './lib/stack.mjs';

const RUNS = 10;
const QUERIES = 300;
const stack = await startStack();
const lake = createClient({
  projectId: 'local',
  dataset: 'production',
  apiHost: stack.lakeUrl,
  useProjectHostname: false,
  apiVersion: '2025-09-01',
  useCdn: false,
});

async function pageTitle(path) {
  const html = await (await fetch(stack.appUrl + path)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

try {
  await pageTitle('/checkout'); // render and cache it once, as a visited page would be
  const seconds = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const title = `Buy Remapper (benchmark run ${run}, ${Date.now()})`;
    await lake.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.seo-checkout',
      publishedId: 'seo-checkout',
      patch: { set: { 'title.en': title } },
    });
    const publishedAt = performance.now();
    await lake.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.seo-checkout', publishedId: 'seo-checkout' });
    while ((await pageTitle('/checkout')) !== title) {
      if (performance.now() - publishedAt > 30_000) throw new Error(`run ${run}: not live after 30 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    seconds.push((performance.now() - publishedAt) / 1000);
  }

  const query = `*[_type == "seoEntry" && url == $url][0]{url, "title": coalesce(select($locale == "zh_CN" && title.zh_CN != "" => title.zh_CN), title.en)}`;
  const clientMs = [];
  const serverMs = [];
  for (let i = 0; i < QUERIES; i += 1) {
    const started = performance.now();
    const response = await lake.fetch(query, { url: '/', locale: 'en' }, { filterResponse: false, perspective: 'published' });
    clientMs.push(performance.now() - started);
    serverMs.push(response.ms);
  }

  console.log(`publish-to-live over ${RUNS} publishes: median ${median(seconds).toFixed(2)} s, ` +
    `min ${Math.min(...seconds).toFixed(2)} s, max ${Math.max(...seconds).toFixed(2)} s`);
  console.log(`home SEO query over ${QUERIES} requests: round trip median ${median(clientMs).toFixed(2)} ms, ` +
    `p95 ${percentile(clientMs, 95).toFixed(2)} ms; evaluation in the Content Lake median ${median(serverMs)} ms`);
} finally {
  stack.stop();
}
