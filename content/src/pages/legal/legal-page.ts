import { document, portableText, section } from '@/content/src/lib/documents';

// The legal pages (/eula, /privacy, /terms-of-use, /saas) share one shape: a hero with the title and a
// one-sentence summary ending in the date of the last change, then the body as one rich text section
// with its table of contents. The date is also the document's _updatedAt (the sitemap's lastmod).

type Language = 'en' | 'zh_CN';

const DATE_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  zh_CN: new Intl.DateTimeFormat('zh-CN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

const LAST_UPDATED: Record<Language, (date: string) => string> = {
  en: (date) => ` Last updated: ${date}.`,
  zh_CN: (date) => `最后更新：${date}。`,
};

export interface LegalPageCopy {
  /** The hero's heading, the page title. */
  title: string;
  /** One sentence on what the document is. */
  summary: string;
  /** The body in the Markdown subset of content/src/lib/portable-text.ts, with numbered ## headings. */
  body: string;
}

export function legalPage(slug: string, language: Language, updated: `2026-${string}`, copy: LegalPageCopy) {
  const date = new Date(`${updated}T09:00:00Z`);
  return document(
    {
      _id: `page-${slug}-${language}`,
      _type: 'page',
      path: `/${slug}`,
      language,
      sections: [
        section('hero', 'hero', { heading: copy.title, text: copy.summary + LAST_UPDATED[language](DATE_FORMAT[language].format(date)) }),
        section('richText', 'body', { body: portableText(copy.body), tableOfContents: true }),
      ],
    },
    { updatedAt: date.toISOString().replace('.000Z', 'Z') },
  );
}
