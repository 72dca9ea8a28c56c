// npm run trust-local-cert / untrust-local-cert (issue 24): adds the local Content Lake's certificate authority,
// made once per installation (content-lake/server/tls.ts), to the stores this user's browsers read, or takes it
// out again; and says exactly which stores it changed. Run: node --import tsx scripts/trust-local-cert.ts [--undo]
import './lib/load-env';
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { authorityPaths, loadOrCreateAuthority } from '@/content-lake/server/tls';
import { type Authority, browserStores, StoreError } from './lib/certificate-stores';

async function main(): Promise<number> {
  const undo = process.argv.includes('--undo');
  const root = process.cwd();
  const tlsDir = path.join(path.resolve(root, process.env.CONTENT_LAKE_DIR ?? path.join('.data', 'content-lake')), 'tls');
  const shown = (file: string) => (path.relative(root, file).startsWith('..') ? file : path.relative(root, file));

  const { certPath } = authorityPaths(tlsDir);
  if (undo && !existsSync(certPath)) {
    console.log(`There is no local certificate authority in ${shown(tlsDir)}: nothing to take out.`);
    return 0;
  }
  // Trusting before the lake's first start makes the authority the lake will then use.
  if (!undo) await loadOrCreateAuthority(tlsDir);
  const certificate = new X509Certificate(readFileSync(certPath, 'utf8'));
  const authority: Authority = {
    name: /^CN=(.*)$/m.exec(certificate.subject)?.[1] ?? certificate.subject,
    file: certPath,
    serial: certificate.serialNumber,
  };

  const { stores, created, notes } = browserStores(homedir(), process.platform, { create: !undo });
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const store of stores) {
    const holds = store.holds(authority);
    if (undo ? holds : !holds) {
      if (undo) store.remove(authority);
      else store.add(authority);
      changed.push(store.label);
    } else {
      unchanged.push(store.label);
    }
  }

  const list = (labels: string[]) => labels.map((label) => `  - ${label}`).join('\n');
  console.log(`The local Content Lake's certificate authority: "${authority.name}"`);
  console.log(`  file ${shown(certPath)}, SHA-256 ${certificate.fingerprint256}, valid until ${certificate.validTo}`);
  if (created.length > 0) console.log(`Created:\n${list(created)}`);
  if (undo) {
    console.log(changed.length > 0 ? `Removed it from:\n${list(changed)}` : 'It was in none of the stores found.');
    if (unchanged.length > 0) console.log(`Not there (left alone):\n${list(unchanged)}`);
  } else {
    console.log(changed.length > 0 ? `Added it as a trusted authority to:\n${list(changed)}` : 'Nothing changed.');
    if (unchanged.length > 0) console.log(`Already trusted there:\n${list(unchanged)}`);
    if (stores.length === 0) console.log('No browser certificate store was found for this user.');
  }
  for (const note of notes) console.log(note);
  if (changed.length > 0) console.log('Restart the browsers that are open so they read it.');
  if (!undo) console.log('Undo: npm run untrust-local-cert');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StoreError ? error.message : error);
    process.exit(1);
  },
);
