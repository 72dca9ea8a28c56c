// Where this user's browsers read trusted certificate authorities, and how to add one there and take it out
// again: NSS databases (Chrome and Chromium on Linux, Firefox everywhere) with NSS's certutil, the login keychain
// on macOS with `security`, the user's Root store on Windows with its own certutil. Only the platform's tools.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface Authority {
  /** The authority's common name: the nickname stores list it under. */
  name: string;
  /** Its certificate (PEM). */
  file: string;
  /** Its serial number (hex), which Windows' certutil finds it by. */
  serial: string;
}

export interface CertificateStore {
  /** Who reads it and where it is, as the report says it. */
  label: string;
  holds(authority: Authority): boolean;
  add(authority: Authority): void;
  remove(authority: Authority): void;
}

export class StoreError extends Error {}

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new StoreError(`${command} could not run: ${result.error.message}`);
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function must(command: string, args: string[]): void {
  const result = run(command, args);
  if (!result.ok) throw new StoreError(`${command} ${args.join(' ')} failed: ${result.output}`);
}

/** NSS's certutil on PATH (Linux: libnss3-tools; macOS: Homebrew's nss), or undefined. */
export function nssCertutil(): string | undefined {
  const result = spawnSync('certutil', ['-H'], { encoding: 'utf8' });
  return result.error ? undefined : 'certutil';
}

export const NSS_TOOLS_MISSING =
  'certutil (NSS tools) is not installed, and Chrome, Chromium and Firefox keep their trusted authorities in NSS databases. Install it:\n' +
  '  Debian, Ubuntu: sudo apt-get install libnss3-tools\n' +
  '  Fedora:         sudo dnf install nss-tools\n' +
  '  Arch:           sudo pacman -S nss\n' +
  '  macOS:          brew install nss\n' +
  'then run this again.';

function nssStore(certutil: string, label: string, dir: string): CertificateStore {
  const db = `sql:${dir}`;
  return {
    label: `${label}: NSS database ${dir}`,
    holds: (authority) => run(certutil, ['-L', '-d', db, '-n', authority.name]).ok,
    // C: a trusted authority for TLS servers (not for mail or code signing).
    add: (authority) => must(certutil, ['-A', '-d', db, '-t', 'C,,', '-n', authority.name, '-i', authority.file]),
    remove: (authority) => {
      // A nickname can hold more than one certificate (added twice from two files): take out every one.
      while (run(certutil, ['-L', '-d', db, '-n', authority.name]).ok) must(certutil, ['-D', '-d', db, '-n', authority.name]);
    },
  };
}

/** Firefox profiles that have an NSS database, under each of Firefox's profile folders. */
function firefoxProfiles(home: string, platform: NodeJS.Platform): { label: string; dir: string }[] {
  const roots: [label: string, root: string][] =
    platform === 'darwin'
      ? [['Firefox', path.join(home, 'Library', 'Application Support', 'Firefox', 'Profiles')]]
      : [
          ['Firefox', path.join(home, '.mozilla', 'firefox')],
          ['Firefox (snap)', path.join(home, 'snap', 'firefox', 'common', '.mozilla', 'firefox')],
          ['Firefox (Flatpak)', path.join(home, '.var', 'app', 'org.mozilla.firefox', '.mozilla', 'firefox')],
        ];
  return roots.flatMap(([label, root]) => {
    if (!existsSync(root)) return [];
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'cert9.db')))
      .map((entry) => ({ label: `${label} profile ${entry.name}`, dir: path.join(root, entry.name) }));
  });
}

export interface StoreList {
  stores: CertificateStore[];
  /** What was made so a store could be used (Chrome's database before Chrome's first start). */
  created: string[];
  /** Browsers this run does not reach, and what to do for them. */
  notes: string[];
}

/**
 * The stores of this user's browsers on this platform. On Linux, Chrome's database (~/.pki/nssdb) is created
 * when it does not exist yet (when `create`), as Chrome would on its first start, so a Chrome started later
 * trusts the authority too.
 */
export function browserStores(home: string, platform: NodeJS.Platform, { create }: { create: boolean }): StoreList {
  const created: string[] = [];
  const notes: string[] = [];
  const stores: CertificateStore[] = [];
  const certutil = platform === 'win32' ? undefined : nssCertutil();
  if (platform === 'linux' && !certutil) throw new StoreError(NSS_TOOLS_MISSING);

  if (platform === 'linux' && certutil) {
    const chrome = path.join(home, '.pki', 'nssdb');
    if (!existsSync(path.join(chrome, 'cert9.db')) && create) {
      mkdirSync(chrome, { recursive: true, mode: 0o700 });
      must(certutil, ['-N', '-d', `sql:${chrome}`, '--empty-password']);
      created.push(`the NSS database ${chrome}, which Chrome and Chromium read`);
    }
    const chromes: [label: string, dir: string][] = [
      ['Chrome and Chromium', chrome],
      ['Chromium (snap)', path.join(home, 'snap', 'chromium', 'current', '.pki', 'nssdb')],
    ];
    for (const [label, dir] of chromes) if (existsSync(path.join(dir, 'cert9.db'))) stores.push(nssStore(certutil, label, dir));
  }
  if (platform === 'darwin') {
    const keychain = path.join(home, 'Library', 'Keychains', 'login.keychain-db');
    stores.push({
      label: `Safari, Chrome and Edge: the login keychain ${keychain}`,
      holds: (authority) => run('security', ['find-certificate', '-c', authority.name, keychain]).ok,
      // macOS asks for the user's password to change trust settings.
      add: (authority) => must('security', ['add-trusted-cert', '-r', 'trustRoot', '-k', keychain, authority.file]),
      remove: (authority) => {
        run('security', ['remove-trusted-cert', authority.file]);
        must('security', ['delete-certificate', '-c', authority.name, keychain]);
      },
    });
  }
  if (platform === 'win32') {
    stores.push({
      label: "Chrome, Edge and Windows: the current user's Trusted Root Certification Authorities store",
      holds: (authority) => run('certutil.exe', ['-user', '-verifystore', 'Root', authority.serial]).ok,
      // Windows asks to confirm before it adds an authority to the user's Root store.
      add: (authority) => must('certutil.exe', ['-user', '-addstore', 'Root', authority.file]),
      remove: (authority) => must('certutil.exe', ['-user', '-delstore', 'Root', authority.serial]),
    });
    notes.push(
      'Firefox on Windows keeps its own list: Settings, Privacy & Security, View Certificates, Authorities, Import the authority file.',
    );
  }
  if (platform !== 'win32') {
    const profiles = firefoxProfiles(home, platform);
    if (certutil) for (const { label, dir } of profiles) stores.push(nssStore(certutil, label, dir));
    else if (profiles.length > 0)
      notes.push(`Firefox keeps its own list; with certutil installed (brew install nss) this adds it there too.`);
  }
  return { stores, created, notes };
}
