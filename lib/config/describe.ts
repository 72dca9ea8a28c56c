import type { Config } from './index';

// Names whose values are never printed in full.
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|_KEY$|DSN/;

/** A secret shown by its length only; a URL with its password (and query) hidden. */
export function maskSetting(name: string, value: string): string {
  if (SECRET_NAME.test(name)) return `(set, ${value.length} characters)`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (url.password) url.password = '***';
      if (url.search) url.search = '?***';
      return url.toString();
    } catch {
      return value;
    }
  }
  return value;
}

/** What the server prints at start: its profile, what that means, and every setting made, secrets masked. */
export function describeConfig(config: Config): string[] {
  const lines = [
    `Profile: ${config.profile} (SITE_URL ${config.siteUrl.origin}${config.profile === 'local' ? ', a loopback origin' : ''})`,
    `  payments: ${config.payments}${config.testShop ? ' (a test shop: every page says so, no money is taken)' : ''}`,
    `  mail: ${config.env.SMTP_URL ? 'SMTP' : config.outbox ? 'the local outbox (/dev/outbox, loopback clients only)' : 'held in the queue'}`,
    `  client address: ${trustedProxiesText(config)}`,
  ];
  const settings = Object.entries(config.env)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => `  ${name}=${maskSetting(name, value as string)}`);
  return settings.length > 0 ? [...lines, 'Settings:', ...settings] : lines;
}

function trustedProxiesText({ trustedProxies }: Config): string {
  if (trustedProxies.kind === 'none') return "the socket's peer (no trusted proxies)";
  if (trustedProxies.kind === 'hops') return `${trustedProxies.hops} trusted proxy hop(s) in X-Forwarded-For`;
  return `X-Forwarded-For through trusted proxies ${trustedProxies.text}`;
}
