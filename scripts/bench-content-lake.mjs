// npm run bench:content: (1) publish-to-live: seconds from a publish in the local Content Lake until the
// page shows it, median of 10, and how long the request that first showed it took (the page rendered anew after the
// publish expired it); (2) the Content Lake's GROQ latency for the home page's queries and the blog list.
// Publishes go through the same document actions the Studio sends. BENCH_PUBLISH_PAGE=home publishes the home page's
// SEO entry and watches `/` (the largest page) instead of /checkout.
import { createClient } from '@sanity/client';
// Run with tsx (npm run bench:content): the queries come from the app's own module.
import { pageByPathQuery, postListQuery, seoEntryByUrlQuery } from '../lib/content/queries.ts';
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
  token: stack.lakeToken,
});

const PUBLISHED = {
  checkout: { id: 'seo-checkout', path: '/checkout', title: 'Buy Remapper' },
  home: { id: 'seo-home', path: '/', title: 'Remapper' },
}[process.env.BENCH_PUBLISH_PAGE ?? 'checkout'];
if (!PUBLISHED) throw new Error('BENCH_PUBLISH_PAGE is checkout or home');

/** The page's title and how long its request took, in ms. */
async function pageTitle(path) {
  const started = performance.now();
  const html = await (await fetch(stack.appUrl + path)).text();
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], ms: performance.now() - started };
}

try {
  const { id, path } = PUBLISHED;
  await pageTitle(path); // render and cache it once, as a visited page would be
  const seconds = [];
  const renderMs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const title = `${PUBLISHED.title} (benchmark run ${run}, ${Date.now()})`;
    await lake.action({
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { 'title.en': title } },
    });
    const publishedAt = performance.now();
    await lake.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id });
    for (let seen = await pageTitle(path); ; seen = await pageTitle(path)) {
      if (seen.title === title) {
        renderMs.push(seen.ms);
        break;
      }
      if (performance.now() - publishedAt > 30_000) throw new Error(`run ${run}: not live after 30 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    seconds.push((performance.now() - publishedAt) / 1000);
  }

  // The two queries the home page runs, as lib/content/queries.ts writes them.
  const queries = [
    { name: 'page by path', query: pageByPathQuery, params: { path: '/', language: 'en' } },
    { name: 'SEO entry by url', query: seoEntryByUrlQuery, params: { url: '/', locale: 'en' } },
    // The blog list: once a subquery per post (5 s in groq-js), now one pass (lib/content/queries.ts).
    { name: 'blog list (zh-CN)', query: postListQuery, params: { locale: 'zh_CN', start: 0, end: 6 } },
  ];
  const latency = [];
  for (const { name, query, params } of queries) {
    const clientMs = [];
    const serverMs = [];
    for (let i = 0; i < QUERIES; i += 1) {
      const started = performance.now();
      const response = await lake.fetch(query, params, { filterResponse: false, perspective: 'published' });
      clientMs.push(performance.now() - started);
      serverMs.push(response.ms);
    }
    latency.push(
      `${name}: round trip median ${median(clientMs).toFixed(2)} ms, p95 ${percentile(clientMs, 95).toFixed(2)} ms; ` +
        `evaluation in the Content Lake median ${median(serverMs)} ms`,
    );
  }

  console.log(
    `publish-to-live of ${path} over ${RUNS} publishes: median ${median(seconds).toFixed(2)} s, ` +
      `min ${Math.min(...seconds).toFixed(2)} s, max ${Math.max(...seconds).toFixed(2)} s; the request that first ` +
      `showed it (the render after the publish): median ${median(renderMs).toFixed(0)} ms, max ${Math.max(...renderMs).toFixed(0)} ms`,
  );
  console.log(`Content Lake queries over ${QUERIES} requests each:\n  ${latency.join('\n  ')}`);
} finally {
  stack.stop();
}
