import type { GuideText, HowToGuide } from './how-to';

// Structured data for a guide (schema.org HowTo), so search engines can show its steps. Pure: the
// route passes the page's absolute URL and renders jsonLdScriptText() in a <script type="application/ld+json">.

export interface HowToStepJsonLd {
  '@type': 'HowToStep';
  position: number;
  name: string;
  text: string;
  url: string;
}

export interface HowToJsonLd {
  '@context': 'https://schema.org';
  '@type': 'HowTo';
  name: string;
  description: string;
  inLanguage: string;
  url: string;
  dateModified: string;
  tool: { '@type': 'HowToTool'; name: string }[];
  step: HowToStepJsonLd[];
}

/** The id of a step's element on the page, which its JSON-LD url points at. */
export function stepAnchor(position: number): string {
  return `step-${position}`;
}

/** The text of Portable Text blocks, one line per block. */
export function guidePlainText(blocks: GuideText): string {
  return blocks
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** The HowTo of a guide shown at `pageUrl` (absolute, with the language prefix). */
export function howToJsonLd(guide: HowToGuide, pageUrl: string): HowToJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: guide.title,
    description: guide.intro,
    // The guide's own language: a zh-CN page showing the untranslated English guide is in English.
    inLanguage: guide.language.replace('_', '-'),
    url: pageUrl,
    dateModified: guide.updatedAt,
    tool: guide.requirements.map((name) => ({ '@type': 'HowToTool', name })),
    step: guide.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: guidePlainText(step.body),
      url: `${pageUrl}#${stepAnchor(index + 1)}`,
    })),
  };
}

