import { type BundledDocument, document, keyed, link, portableText } from '@/content/src/lib/documents';

// A how-to guide (schemas/documents/how-to.ts) in both languages, authored as Markdown. Guides are
// translated per document: one document per language, ids howto-<topic>-en and howto-<topic>-zh_CN.

export interface GuideCopy {
  title: string;
  intro: string;
  device?: string;
  requirements: string[];
  /** Each step's title and its text in the Markdown subset of content/src/lib/portable-text.ts. */
  steps: { title: string; body: string }[];
  closing: string;
  /** [label, href] of the related guides and pages. */
  related: [label: string, href: string][];
}

export interface GuideDates {
  createdAt?: string;
  updatedAt?: string;
}

function guideDocument(path: string, language: 'en' | 'zh_CN', copy: GuideCopy, dates: GuideDates) {
  return document(
    {
      _id: `howto-${path.replace(/^\/how-to-/, '')}-${language}`,
      _type: 'howTo',
      path,
      language,
      title: copy.title,
      intro: copy.intro,
      ...(copy.device ? { device: copy.device } : {}),
      requirements: copy.requirements,
      steps: keyed(
        copy.steps.map(({ title, body }) => ({ _type: 'howToStep' as const, title, body: portableText(body) })),
        'step',
      ),
      closing: portableText(copy.closing),
      related: keyed(copy.related.map(([label, href]) => link(label, href)), 'related'),
    },
    dates,
  );
}

/** The English and the Simplified Chinese document of the guide at `path`. */
export function howToGuide(path: string, copy: { en: GuideCopy; zh_CN: GuideCopy }, dates: GuideDates = {}): BundledDocument[] {
  return [guideDocument(path, 'en', copy.en, dates), guideDocument(path, 'zh_CN', copy.zh_CN, dates)];
}
