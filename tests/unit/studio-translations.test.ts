import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runQuery } from '@/content-lake/store/run-query';
import { MISSING_TRANSLATIONS } from '@/studio/translations';

// The Studio's Translations view: each filter finds exactly what a translator still has to do, asked of the local
// Content Lake as the Studio asks it.

const bundled = readFileSync('content/production.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string; [field: string]: unknown })
  .filter(({ _id }) => !_id.startsWith('drafts.'));

async function missing(id: string, dataset: readonly object[]): Promise<string[]> {
  const view = MISSING_TRANSLATIONS.find((entry) => entry.id === id);
  if (!view) throw new Error(`no view ${id}`);
  const rows = (await runQuery(dataset, `*[${view.filter}]._id`, {}, { identity: 'p-translator' })) as string[];
  return rows.sort();
}

describe('the Translations view', () => {
  it.each(MISSING_TRANSLATIONS.map(({ id }) => id))('%s finds nothing left in the bundled content', async (id) => {
    expect(await missing(id, bundled)).toEqual([]);
  });

  it('finds an English page without its Chinese twin', async () => {
    const page = bundled.find(({ _id }) => _id === 'page-help-en');
    expect(page).toBeDefined();
    const withoutZh = bundled.filter(({ _type, path, language }) => !(_type === 'page' && path === '/help' && language === 'zh_CN'));
    expect(await missing('pages-without-zh', withoutZh)).toEqual(['page-help-en']);
  });

  it('finds site settings with a blank Chinese menu label, footer heading or cookie text', async () => {
    const settings = bundled.find(({ _id }) => _id === 'siteSettings');
    if (!settings) throw new Error('no bundled siteSettings');
    const blankLabel = structuredClone(settings) as unknown as { mainMenu: { label: { zh_CN?: string } }[] };
    blankLabel.mainMenu[2]!.label.zh_CN = '';
    expect(await missing('settings-untranslated', [blankLabel])).toEqual(['siteSettings']);

    const noFooterLink = structuredClone(settings) as unknown as { footerGroups: { links: { label: { zh_CN?: string } }[] }[] };
    delete noFooterLink.footerGroups[1]!.links[0]!.label.zh_CN;
    expect(await missing('settings-untranslated', [noFooterLink])).toEqual(['siteSettings']);

    const noCookieText = structuredClone(settings) as unknown as { cookieBanner: { text: { zh_CN?: string } } };
    noCookieText.cookieBanner.text.zh_CN = '';
    expect(await missing('settings-untranslated', [noCookieText])).toEqual(['siteSettings']);
  });
});
