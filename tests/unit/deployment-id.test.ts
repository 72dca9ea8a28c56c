import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deploymentIdToServe, newDeploymentId, recordDeploymentId } from '@/scripts/lib/deployment-id.mjs';

// Issue 15: one build, many instances, one deployment id.

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'remapper-deployment-id-'));
  mkdirSync(path.join(root, '.next'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a new build's deployment id", () => {
  it('is the one the deploy gives', () => {
    expect(newDeploymentId({ NEXT_DEPLOYMENT_ID: 'release-2026_11' }, root)).toBe('release-2026_11');
  });

  it('refuses one Next would refuse, naming it', () => {
    for (const id of ['v1.2', 'a/b', 'x'.repeat(65)]) {
      expect(() => newDeploymentId({ NEXT_DEPLOYMENT_ID: id }, root)).toThrow(`NEXT_DEPLOYMENT_ID "${id}"`);
    }
  });

  it('is made from the commit and the time when none is given, so two builds of one commit differ', () => {
    const repository = process.cwd();
    const first = newDeploymentId({}, repository, new Date(Date.UTC(2026, 10, 26, 12)));
    const second = newDeploymentId({}, repository, new Date(Date.UTC(2026, 10, 26, 13)));
    expect(first).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(second).not.toBe(first);
    // Outside a git checkout (a copied release), the time alone tells builds apart.
    expect(newDeploymentId({}, root, new Date(0))).toBe('local-0');
  });
});

describe('the deployment id an instance serves with', () => {
  it('is the one its build recorded', () => {
    recordDeploymentId(root, 'abc123-m1');
    expect(deploymentIdToServe(root, {})).toBe('abc123-m1');
    expect(deploymentIdToServe(root, { NEXT_DEPLOYMENT_ID: 'abc123-m1' })).toBe('abc123-m1');
  });

  it('is refused when the deploy meant another build', () => {
    recordDeploymentId(root, 'abc123-m1');
    expect(() => deploymentIdToServe(root, { NEXT_DEPLOYMENT_ID: 'def456-m2' })).toThrow(
      'NEXT_DEPLOYMENT_ID is "def456-m2" but the build in .next is deployment "abc123-m1"',
    );
  });

  it('is none for a build that recorded none, unless the deploy expects one', () => {
    expect(deploymentIdToServe(root, {})).toBeUndefined();
    expect(() => deploymentIdToServe(root, { NEXT_DEPLOYMENT_ID: 'abc123-m1' })).toThrow('records no deployment id');
  });
});
