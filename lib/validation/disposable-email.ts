import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

// spec 5: temporary or anonymous addresses are refused. The list is the community-kept
// disposable-email-domains blocklist, packaged for npm; it is server-only (about 170 KB).
let blocklist: ReadonlySet<string> | undefined;

/** True when the address's domain, or a domain it is a subdomain of, hands out throwaway inboxes. */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at === -1) return false;
  // The package builds a new Set on every call; one is enough.
  blocklist ??= disposableEmailBlocklistSet();
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  // mail.mailinator.com is as throwaway as mailinator.com; a bare top-level domain is never listed.
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (blocklist.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}
