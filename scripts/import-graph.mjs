// Prints the import graph's circles: pairs of lib/ folders that import each other (with the files
// that do it), the folders' strongly connected groups, and file-level cycles. Type-only imports count
// for folders (a folder that names another's types depends on it) and are listed apart for files,
// where they vanish from the build. Exits 1 when there is any circle or value-import cycle, so it serves as
// the check (DESIGN "Dependencies point one way"): every module of the project is read, the app's, its tests',
// its scripts' and the Content Lake stand-in's, which is what ESLint's import/no-cycle checked at 40 s a run.
//   node scripts/import-graph.mjs [--quiet] [--root <folder>]
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve as resolvePath, sep } from 'node:path';

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag === -1 ? join(dirname(new URL(import.meta.url).pathname), '..') : resolvePath(process.argv[rootFlag + 1]);
const skip = new Set(['node_modules', '.next', '.data', '.git', '.node', '.sanity', 'test-results', 'playwright-report']);
const quiet = process.argv.includes('--quiet');

function walk(path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return out;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) if (!skip.has(name)) walk(join(path, name), out);
  } else if (/\.(ts|tsx|mts|mjs|js)$/.test(path) && !/\.d\.m?ts$/.test(path)) {
    out.push(path.split(sep).join('/'));
  }
  return out;
}

const files = walk('', []);
const known = new Set(files);

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.'))
    base = relative(root, join(root, dirname(from), specifier))
      .split(sep)
      .join('/');
  else return null;
  const extensionless = base.replace(/\.(m?js)$/, '');
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mts`,
    `${base}.mjs`,
    `${base}.js`,
    `${extensionless}.ts`,
    `${extensionless}.mts`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

const importPattern =
  /(?:^|[;\s])(import|export)\s+(type\s+)?([\w$*{}\s,]*?)\s*from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** file -> [{ to, typeOnly }] */
const edges = new Map();
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const list = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[4] ?? match[5] ?? match[6];
    const to = resolve(file, specifier);
    if (!to || to === file) continue;
    const clause = match[3] ?? '';
    const everyNameIsType =
      /^\{[\s\S]*\}$/.test(clause.trim()) &&
      clause
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    list.push({ to, typeOnly: Boolean(match[2]) || everyNameIsType });
  }
  edges.set(file, list);
}

const folderOf = (file) => {
  const parts = file.split('/');
  if (parts[0] === 'lib') return parts.length > 2 ? `lib/${parts[1]}` : null;
  return null;
};

// Folder level: lib/<a> -> lib/<b>, with the files that make each edge.
const folderEdges = new Map();
for (const [file, list] of edges) {
  const from = folderOf(file);
  if (!from) continue;
  for (const { to } of list) {
    const target = folderOf(to);
    if (!target || target === from) continue;
    const key = `${from} -> ${target}`;
    if (!folderEdges.has(key)) folderEdges.set(key, []);
    folderEdges.get(key).push(`${file} -> ${to}`);
  }
}

const folderPairs = [];
for (const key of folderEdges.keys()) {
  const [a, b] = key.split(' -> ');
  if (a < b && folderEdges.has(`${b} -> ${a}`)) folderPairs.push([a, b]);
}

function stronglyConnected(nodes, next) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const groups = [];
  function visit(node) {
    info.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const target of next(node)) {
      if (!info.has(target)) {
        visit(target);
        info.get(node).low = Math.min(info.get(node).low, info.get(target).low);
      } else if (info.get(target).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(target).index);
      }
    }
    if (info.get(node).low === info.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  }
  for (const node of nodes) if (!info.has(node)) visit(node);
  return groups;
}

const folders = [...new Set(files.map(folderOf).filter(Boolean))];
const folderNext = (folder) => [...folderEdges.keys()].filter((key) => key.startsWith(`${folder} -> `)).map((key) => key.split(' -> ')[1]);
const folderGroups = stronglyConnected(folders, folderNext);

const valueNext = (file) => (edges.get(file) ?? []).filter((edge) => !edge.typeOnly).map((edge) => edge.to);
const anyNext = (file) => (edges.get(file) ?? []).map((edge) => edge.to);
const fileGroups = stronglyConnected(files, valueNext);
const fileGroupsWithTypes = stronglyConnected(files, anyNext);

console.log(`files: ${files.length}, lib folders: ${folders.length}`);
console.log(`\nfolder circles (pairs of lib folders importing each other): ${folderPairs.length}`);
for (const [a, b] of folderPairs) {
  console.log(`  ${a} <-> ${b}`);
  if (quiet) continue;
  for (const line of [...folderEdges.get(`${a} -> ${b}`), ...folderEdges.get(`${b} -> ${a}`)]) console.log(`      ${line}`);
}
console.log(`\nfolder groups in a circle (strongly connected, any length): ${folderGroups.length}`);
for (const group of folderGroups) console.log(`  ${group.join(', ')}`);
console.log(`\nfile cycles (value imports, which the build loads): ${fileGroups.length}`);
for (const group of fileGroups) console.log(`  ${group.join(', ')}`);
console.log(`\nfile cycles counting type-only imports: ${fileGroupsWithTypes.length}`);
for (const group of fileGroupsWithTypes) console.log(`  ${group.join(', ')}`);

process.exitCode = folderPairs.length + folderGroups.length + fileGroups.length > 0 ? 1 : 0;
