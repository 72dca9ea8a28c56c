// Issue 25: the rules Chinese copy keeps, in one place for the copy check of `npm test`
// (tests/unit/zh-cn-copy.test.ts) and for the translators in the Studio, who are warned as they type
// (schemas/objects/zh-copy-validation.ts).

export const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff';
// Chinese characters and the full-width punctuation that sits between them.
const CHINESE = `${CJK}\\u3000-\\u303f\\uff01-\\uff1f`;
const HAS_CJK = new RegExp(`[${CJK}]`);
const HALF_WIDTH_BETWEEN_CJK = new RegExp(`[${CHINESE}]\\s?[,:;!?()]|[,:;!?()]\\s?[${CJK}]`);
const ASCII_QUOTE_BY_CJK = new RegExp(`"\\s?[${CJK}]|[${CJK}，。：；！？]\\s?"`);
const SPACE_BEFORE_PERCENT = /\d\s+%/;

/** One term of the glossary the translators own (the Studio's glossaryTerm, seeded from content/src/glossary.ts). */
export interface GlossaryRule {
  en: string;
  zhCN: string;
  avoid: readonly string[];
  /** Longer words that may contain an avoided term (手柄方案 is not 方案 in the sense of a plan). */
  allowedIn?: readonly string[];
}

export function hasChinese(text: string): boolean {
  return HAS_CJK.test(text);
}

/** Half-width punctuation, ASCII quotes and spaced percentages in Chinese text: each problem said once. */
export function typographyProblems(text: string): string[] {
  const found: string[] = [];
  if (HALF_WIDTH_BETWEEN_CJK.test(text)) found.push('half-width punctuation beside Chinese');
  if (ASCII_QUOTE_BY_CJK.test(text)) found.push('ASCII double quotes around Chinese (use “”)');
  if (SPACE_BEFORE_PERCENT.test(text)) found.push('a space before %');
  return found;
}

/** Every avoided term the text uses, outside the right term and the longer words allowed to contain it. */
export function glossaryProblems(text: string, glossary: readonly GlossaryRule[]): string[] {
  const found: string[] = [];
  for (const term of glossary) {
    const scrubbed = [term.zhCN, ...(term.allowedIn ?? [])].reduce((rest, allowed) => rest.replaceAll(allowed, ''), text);
    for (const avoid of term.avoid) if (scrubbed.includes(avoid)) found.push(`"${avoid}": the glossary says ${term.zhCN} (${term.en})`);
  }
  return found;
}
