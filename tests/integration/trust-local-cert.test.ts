import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateCertificate } from '@/content-lake/server/tls';

// Issue 24: `npm run trust-local-cert` adds the installation's certificate authority to the NSS databases Chrome,
// Chromium and Firefox read on Linux, and `untrust-local-cert` takes it out; here against throwaway databases in
// a throwaway HOME, checked with NSS itself: does it accept the lake's certificate for a TLS server?

const ROOT = process.cwd();

function certutil(args: string[]) {
  const result = spawnSync('certutil', args, { encoding: 'utf8' });
  if (result.error) {
    throw new Error('These tests need NSS tools (certutil): sudo apt-get install libnss3-tools (.ci/run installs it)');
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function script(home: string, lakeDir: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'trust-local-cert.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, HOME: home, CONTENT_LAKE_DIR: lakeDir, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Whether NSS, reading this database, accepts the certificate as a TLS server's (the leaf is imported untrusted). */
function serverCertificateAccepted(db: string, certFile: string): boolean {
  certutil(['-A', '-d', `sql:${db}`, '-t', ',,', '-n', 'lake-leaf', '-i', certFile]);
  const verdict = certutil(['-V', '-d', `sql:${db}`, '-n', 'lake-leaf', '-u', 'V']);
  certutil(['-D', '-d', `sql:${db}`, '-n', 'lake-leaf']);
  return verdict.status === 0 && /certificate is valid/.test(verdict.output);
}

describe('trust-local-cert and untrust-local-cert (Linux, NSS)', () => {
  let dir: string;
  let home: string;
  let lakeDir: string;
  let chromeDb: string;
  let firefoxDb: string;
  let leafFile: string;

  beforeAll(async () => {
    certutil(['-H']);
    dir = mkdtempSync(path.join(tmpdir(), 'trust-local-cert-'));
    home = path.join(dir, 'home');
    lakeDir = path.join(dir, 'content-lake');
    chromeDb = path.join(home, '.pki', 'nssdb');
    // A Firefox profile that has been started once; Chrome's database does not exist yet.
    firefoxDb = path.join(home, '.mozilla', 'firefox', 'x1y2z3.default-release');
    mkdirSync(firefoxDb, { recursive: true });
    expect(certutil(['-N', '-d', `sql:${firefoxDb}`, '--empty-password']).status).toBe(0);
    await loadOrCreateCertificate(path.join(lakeDir, 'tls'), 'local');
    leafFile = path.join(lakeDir, 'tls', 'cert.pem');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('trusts the authority in every database, says where and how to undo it, and the trust survives a new certificate', async () => {
    expect(serverCertificateAccepted(firefoxDb, leafFile)).toBe(false);

    const trusted = script(home, lakeDir);
    expect(trusted.stderr).toBe('');
    expect(trusted.status).toBe(0);
    expect(trusted.stdout).toContain(`the NSS database ${chromeDb}, which Chrome and Chromium read`);
    expect(trusted.stdout).toContain(`Chrome and Chromium: NSS database ${chromeDb}`);
    expect(trusted.stdout).toContain(`Firefox profile x1y2z3.default-release: NSS database ${firefoxDb}`);
    expect(trusted.stdout).toContain('Undo: npm run untrust-local-cert');
    expect(trusted.stdout).toMatch(/"Remapper local Content Lake CA \(.+\)"/);
    expect(serverCertificateAccepted(chromeDb, leafFile)).toBe(true);
    expect(serverCertificateAccepted(firefoxDb, leafFile)).toBe(true);

    // A second run changes nothing and says so.
    const again = script(home, lakeDir);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Nothing changed.');
    expect(again.stdout).toContain('Already trusted there:');

    // A new leaf certificate (renewed, or for a new name) is issued by the same authority: still trusted.
    const first = readFileSync(leafFile, 'utf8');
    unlinkSync(path.join(lakeDir, 'tls', 'cert.json'));
    await loadOrCreateCertificate(path.join(lakeDir, 'tls'), 'local');
    expect(readFileSync(leafFile, 'utf8')).not.toBe(first);
    expect(serverCertificateAccepted(chromeDb, leafFile)).toBe(true);
    expect(serverCertificateAccepted(firefoxDb, leafFile)).toBe(true);

    const untrusted = script(home, lakeDir, ['--undo']);
    expect(untrusted.status).toBe(0);
    expect(untrusted.stdout).toContain(
      `Removed it from:\n  - Chrome and Chromium: NSS database ${chromeDb}\n  - Firefox profile x1y2z3.default-release: NSS database ${firefoxDb}`,
    );
    expect(serverCertificateAccepted(chromeDb, leafFile)).toBe(false);
    expect(serverCertificateAccepted(firefoxDb, leafFile)).toBe(false);
    expect(certutil(['-L', '-d', `sql:${chromeDb}`]).output).not.toContain('Remapper local Content Lake CA');

    const nothingLeft = script(home, lakeDir, ['--undo']);
    expect(nothingLeft.status).toBe(0);
    expect(nothingLeft.stdout).toContain('It was in none of the stores found.');
  });

  it('without certutil, changes nothing and says how to install it', () => {
    const otherHome = path.join(dir, 'other-home');
    mkdirSync(otherHome);
    const refused = script(otherHome, path.join(dir, 'other-lake'), [], { PATH: path.dirname(process.execPath) });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('sudo apt-get install libnss3-tools');
    expect(refused.stdout).not.toContain('Added it');
  });
});
