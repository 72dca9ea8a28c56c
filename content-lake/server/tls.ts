import { X509Certificate, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

// The HTTPS (HTTP/2) listener's certificate, issued by a certificate authority made once per installation
// (tlsDir/ca.pem), not self-signed: a person who trusts the authority once (`npm run trust-local-cert`)
// keeps trusting every certificate it issues, across restarts and renewals.

export interface TlsMaterial {
  key: string;
  cert: string;
  /** Where the certificate is, for the log line. */
  certPath: string;
  /** Where the authority's certificate is: what a browser is told to trust. */
  authorityPath: string;
}

export interface LocalAuthority {
  key: string;
  cert: string;
  certPath: string;
  /** The authority's name, unique to this installation (the nickname certificate stores list it under). */
  name: string;
}

interface CertificateMeta {
  names: string[];
  notAfter: string;
  /** The SHA-256 fingerprint of the authority that issued it. */
  authority?: string;
}

const LEAF_VALIDITY_DAYS = 397;
const AUTHORITY_VALIDITY_DAYS = 10 * 365;
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** DNS names and IPs the certificate covers: the Studio calls `<projectId>.localhost` (wildcards do not
 * cover single-label parents in Chrome, hence the explicit name). */
export function certificateNames(projectId: string): string[] {
  return ['localhost', '*.localhost', `${projectId}.localhost`, '127.0.0.1', '::1'];
}

export function authorityPaths(tlsDir: string) {
  return { certPath: path.join(tlsDir, 'ca.pem'), keyPath: path.join(tlsDir, 'ca-key.pem') };
}

/** The installation's authority, made on first use. Its key never leaves tlsDir (mode 0600). */
export async function loadOrCreateAuthority(tlsDir: string): Promise<LocalAuthority> {
  const { certPath, keyPath } = authorityPaths(tlsDir);
  const existing = await readBoth(keyPath, certPath);
  if (existing) {
    const certificate = new X509Certificate(existing.cert);
    if (Date.parse(certificate.validTo) - Date.now() > 30 * DAY_MS) {
      return { ...existing, certPath, name: commonName(certificate.subject) };
    }
  }
  // The name says whose it is and differs per installation, so removing one never removes another's.
  const name = `Remapper local Content Lake CA (${hostname()} ${randomBytes(4).toString('hex')})`;
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: name }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + AUTHORITY_VALIDITY_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  await mkdir(tlsDir, { recursive: true });
  await writeAtomically(keyPath, pems.private, 0o600);
  await writeAtomically(certPath, pems.cert, 0o644);
  return { key: pems.private, cert: pems.cert, certPath, name };
}

export async function loadOrCreateCertificate(tlsDir: string, projectId: string): Promise<TlsMaterial> {
  const names = certificateNames(projectId);
  const keyPath = path.join(tlsDir, 'key.pem');
  const certPath = path.join(tlsDir, 'cert.pem');
  const metaPath = path.join(tlsDir, 'cert.json');
  const authority = await loadOrCreateAuthority(tlsDir);
  const authorityFingerprint = new X509Certificate(authority.cert).fingerprint256;

  const existing = await readExisting(keyPath, certPath, metaPath);
  if (existing && covers(existing.meta, names, authorityFingerprint)) {
    return { key: existing.key, cert: existing.cert, certPath, authorityPath: authority.certPath };
  }

  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + LEAF_VALIDITY_DAYS * DAY_MS);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    ca: { key: authority.key, cert: authority.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: names.map((name) => (/^[\d.]+$|:/.test(name) ? { type: 7, ip: name } : { type: 2, value: name })),
      },
    ],
  });

  await mkdir(tlsDir, { recursive: true });
  await writeAtomically(keyPath, pems.private, 0o600);
  await writeAtomically(certPath, pems.cert, 0o644);
  const meta: CertificateMeta = { names, notAfter: notAfterDate.toISOString(), authority: authorityFingerprint };
  await writeAtomically(metaPath, `${JSON.stringify(meta, null, 2)}\n`, 0o644);
  return { key: pems.private, cert: pems.cert, certPath, authorityPath: authority.certPath };
}

async function readBoth(keyPath: string, certPath: string) {
  try {
    const [key, cert] = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]);
    return { key, cert };
  } catch {
    return undefined;
  }
}

async function readExisting(keyPath: string, certPath: string, metaPath: string) {
  const pair = await readBoth(keyPath, certPath);
  if (!pair) return undefined;
  try {
    return { ...pair, meta: JSON.parse(await readFile(metaPath, 'utf8')) as CertificateMeta };
  } catch {
    return undefined;
  }
}

/** Still valid, for every name, and issued by the current authority (a self-signed one of before is replaced). */
function covers(meta: CertificateMeta, names: string[], authority: string): boolean {
  const notAfter = Date.parse(meta.notAfter);
  const valid = Number.isFinite(notAfter) && notAfter - Date.now() > RENEW_BEFORE_MS;
  return valid && meta.authority === authority && Array.isArray(meta.names) && names.every((name) => meta.names.includes(name));
}

function commonName(subject: string): string {
  return /^CN=(.*)$/m.exec(subject)?.[1] ?? subject;
}

async function writeAtomically(file: string, content: string, mode: number): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content, { mode });
  await rename(temporary, file);
}
