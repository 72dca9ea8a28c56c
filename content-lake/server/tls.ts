import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

// A self-signed certificate for the HTTPS (HTTP/2) listener. Generated once into tlsDir and reused, so
// a person who trusts it once (see the README) keeps trusting it across restarts.

export interface TlsMaterial {
  key: string;
  cert: string;
  /** Where the certificate is, for the log line and for people who want to trust it. */
  certPath: string;
}

interface CertificateMeta {
  names: string[];
  notAfter: string;
}

const VALIDITY_DAYS = 397;
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

/** DNS names and IPs the certificate covers: the Studio calls `<projectId>.localhost` (wildcards do not
 * cover single-label parents in Chrome, hence the explicit name). */
export function certificateNames(projectId: string): string[] {
  return ['localhost', '*.localhost', `${projectId}.localhost`, '127.0.0.1', '::1'];
}

export async function loadOrCreateCertificate(tlsDir: string, projectId: string): Promise<TlsMaterial> {
  const names = certificateNames(projectId);
  const keyPath = path.join(tlsDir, 'key.pem');
  const certPath = path.join(tlsDir, 'cert.pem');
  const metaPath = path.join(tlsDir, 'cert.json');

  const existing = await readExisting(keyPath, certPath, metaPath);
  if (existing && covers(existing.meta, names)) return { key: existing.key, cert: existing.cert, certPath };

  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
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
  const meta: CertificateMeta = { names, notAfter: notAfterDate.toISOString() };
  await writeAtomically(metaPath, `${JSON.stringify(meta, null, 2)}\n`, 0o644);
  return { key: pems.private, cert: pems.cert, certPath };
}

async function readExisting(keyPath: string, certPath: string, metaPath: string) {
  try {
    const [key, cert, metaText] = await Promise.all([
      readFile(keyPath, 'utf8'),
      readFile(certPath, 'utf8'),
      readFile(metaPath, 'utf8'),
    ]);
    return { key, cert, meta: JSON.parse(metaText) as CertificateMeta };
  } catch {
    return undefined;
  }
}

function covers(meta: CertificateMeta, names: string[]): boolean {
  const notAfter = Date.parse(meta.notAfter);
  const valid = Number.isFinite(notAfter) && notAfter - Date.now() > RENEW_BEFORE_MS;
  return valid && Array.isArray(meta.names) && names.every((name) => meta.names.includes(name));
}

async function writeAtomically(file: string, content: string, mode: number): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content, { mode });
  await rename(temporary, file);
}
