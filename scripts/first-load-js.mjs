// npm run bench:bundle: the First Load JS of a page, gzip, from the last `next build`.
// Next 16 no longer prints it, so this reads the prerendered HTML and sums every script it loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const page = process.argv[2] ?? 'en';
const html = path.join(process.cwd(), '.next', 'server', 'app', `${page}.html`);
if (!existsSync(html)) {
  console.error(`No prerendered page at ${html}: run \`npm run build\` first.`);
  process.exit(1);
}

const markup = readFileSync(html, 'utf8');
// noModule scripts are polyfills that only browsers without ES modules download.
const scripts = [
  ...new Set(
    [...markup.matchAll(/<script([^>]+)>/g)]
      .filter((m) => !/\snoModule/i.test(m[1]))
      .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
      .filter(Boolean),
  ),
];
let raw = 0;
let gzip = 0;
const rows = scripts.map((src) => {
  const file = path.join(process.cwd(), '.next', src.replace(/^\/_next\//, '').split('?')[0]);
  const body = readFileSync(file);
  const zipped = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzip += zipped;
  return { script: path.basename(file), kib: (zipped / 1024).toFixed(1) };
});
// Inline flight data is part of the first load too.
const inline = [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
const inlineGzip = gzipSync(inline, { level: 9 }).length;

console.table(rows);
console.log(
  `First Load JS of /${page === 'en' ? '' : page}: ${(gzip / 1024).toFixed(1)} KiB gzip ` +
    `(${(raw / 1024).toFixed(1)} KiB raw) in ${scripts.length} scripts, plus ${(inlineGzip / 1024).toFixed(1)} KiB gzip inline data`,
);
