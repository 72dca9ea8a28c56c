import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The runtime the project declares is the one its tests run on: a CI that falls back to an older Node (the
// machines' own 20.20 has had no security fixes since April 2026) fails here instead of passing quietly.
const root = path.resolve(__dirname, '../..');
const declared = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
const pinned = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

describe('the Node.js runtime', () => {
  it(`is at least the declared engines.node (${declared})`, () => {
    expect(
      semver.satisfies(process.versions.node, declared),
      `Node ${process.versions.node} runs the tests, but package.json declares ${declared}: run \`source scripts/use-node.sh\` first`,
    ).toBe(true);
  });

  it('is an LTS line, and .nvmrc pins a version inside the declared range', () => {
    expect(semver.major(process.versions.node) % 2, 'even majors are the LTS lines').toBe(0);
    expect(semver.valid(pinned), `.nvmrc holds ${pinned}`).not.toBeNull();
    expect(semver.satisfies(pinned, declared)).toBe(true);
  });
});
