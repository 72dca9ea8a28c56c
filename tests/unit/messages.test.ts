import { describe, expect, it } from 'vitest';
import { siteSettings } from '@/content/src/site-settings';
import { translationProblem } from '@/lib/i18n/message-catalogue';
import { messagesByLocale } from '@/lib/i18n/messages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else leaves(value, name).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const en = leaves(messagesByLocale.en as unknown as Tree);
const zh = leaves(messagesByLocale['zh-CN'] as unknown as Tree);

describe('UI messages', () => {
  it('zh-CN has exactly the keys of en', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('no message is empty in either language', () => {
    for (const [key, value] of [...en, ...zh]) expect(value.trim(), key).not.toBe('');
  });

  it('zh-CN keeps the placeholders of en', () => {
    for (const [key, value] of en) expect(translationProblem(value, zh.get(key) ?? ''), key).toBeNull();
  });

  // The menu, footer and cookie banner are content (the Site settings); the rest is the UI catalogue.
  it('the layout and error copy of spec 2 is word for word in en', () => {
    const spec = [
      '404 Error: Page Not Found',
      '500 Error: Internal Server Error',
      "The page you're looking for doesn't exist.",
      "We're working towards creating something better, we won't be long...",
      'Go Home page',
      'Page not found: {path}',
      'Some error occured',
      'See details',
      'Ok',
      'error',
      'About',
      'Why to Use',
      'How It Works',
      'Community',
      'Blog',
      'Personal Account',
      'Get Help',
      'Online Guide',
      'YouTube',
      'Forum',
      'Legal',
      'Privacy Policy',
      'Terms of Use',
      'EULA for legacy licences',
      'SaaS Agreement',
      'Partners and Affiliates',
      'Translators',
      'Game Developers',
    ];
    const { mainMenu, footerGroups, cookieBanner } = siteSettings;
    const settings = [
      ...mainMenu.map(({ label }) => label.en),
      ...footerGroups.flatMap(({ title, links }) => [title.en, ...links.map(({ label }) => label.en)]),
      cookieBanner.detailsLabel.en,
      cookieBanner.okLabel.en,
    ];
    const values = new Set([...en.values(), ...settings]);
    expect(spec.filter((s) => !values.has(s))).toEqual([]);
  });
});
