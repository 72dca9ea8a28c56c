// npm run bench:bundle: the weight of a page from the last `next build`: its HTML (and how much of it is the
// inline RSC payload) and its First Load JS, gzip. Next 16 no longer prints it, so this reads the prerendered
// HTML and sums every script it loads. Pages: the arguments (`en`, `zh-CN`, `en/blog/post/<slug>`), else the
// home page, the first blog post and the first how-to guide (issue 16's three).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts } from './lib/page-scripts.mjs';

const app = path.join(process.cwd(), '.next', 'server', 'app');
if (!existsSync(path.join(app, 'en.html'))) {
  console.error(`No prerendered page at ${path.join(app, 'en.html')}: run \`npm run build\` first.`);
  process.exit(1);
}

/** The first prerendered page in a folder of .next/server/app, without '.html'. */
function firstPage(folder) {
  const name = readdirSync(path.join(app, folder))
    .filter((file) => file.endsWith('.html'))
    .sort()[0];
  if (!name) throw new Error(`No prerendered page in ${folder}`);
  return `${folder}/${name.slice(0, -'.html'.length)}`;
}

const pages = process.argv.length > 2 ? process.argv.slice(2) : ['en', firstPage('en/blog/post'), firstPage('en/how-to-guide')];
const kib = (bytes) => Number((bytes / 1024).toFixed(1));

function weigh(page) {
  const markup = readFileSync(path.join(app, `${page}.html`), 'utf8');
  const scripts = pageScripts(markup);
  let gzip = 0;
  for (const src of scripts) {
    const file = path.join(process.cwd(), '.next', src.replace(/^\/_next\//, '').split('?')[0]);
    gzip += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  const flight = [...markup.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[0]),
    0,
  );
  return {
    page: `/${page}`,
    'HTML KB': Number((Buffer.byteLength(markup) / 1000).toFixed(1)),
    'of it RSC payload KB': Number((flight / 1000).toFixed(1)),
    'HTML gzip KiB': kib(gzipSync(markup, { level: 9 }).length),
    'First Load JS KiB gzip': kib(gzip),
    scripts: scripts.length,
  };
}

console.table(pages.map(weigh));
