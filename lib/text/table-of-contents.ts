// A table of contents for a long text (the legal pages): its h2 headings, each with an in-page anchor.
// The ids are derived from the heading text alone, so a link to /privacy#cookies keeps working while
// the sections around it change, and they keep Chinese (or any other script) instead of dropping it.

/** The parts of a Portable Text block a table of contents reads. */
export interface HeadingBlock {
  _key: string;
  style?: string | null;
  children?: readonly { text?: string | null }[] | null;
}

export interface TableOfContentsEntry {
  /** The heading block's `_key`, to find the heading again while rendering. */
  key: string;
  /** The heading's anchor: unique within the text. */
  id: string;
  text: string;
}

/** The id of a heading whose text leaves nothing to build one from ("!!!", "—"). */
export const FALLBACK_HEADING_ID = 'section';

// "1. ", "2.3. " or "4) " before the title: dropped, so renumbering the sections keeps the anchors.
// A number that is part of the title ("3 months or 1 year") stays.
const SECTION_NUMBER = /^\d+(?:\.\d+)*[.)]\s+/u;
// Apostrophes join a word ("What's" -> "whats") instead of splitting it.
const APOSTROPHES = /['\u2019]/gu;
// Letters, digits and combining marks of every script are kept; anything else (spaces, ASCII and
// full-width punctuation such as "，" or "（") separates words.
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/** A heading's anchor before duplicates are counted: "2. Who we are" -> "who-we-are". */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKC')
    .trim()
    .replace(SECTION_NUMBER, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/gu, '');
  return slug || FALLBACK_HEADING_ID;
}

/** Hands out unique ids: a repeated slug gets "-2", "-3"... skipping every id already handed out or taken. */
function idAllocator(taken: Iterable<string>): (text: string) => string {
  const used = new Set(taken);
  return (text) => {
    const slug = headingSlug(text);
    let id = slug;
    for (let n = 2; used.has(id); n += 1) id = `${slug}-${n}`;
    used.add(id);
    return id;
  };
}

/**
 * Unique anchors for headings in document order: the first of a repeated slug keeps it plain, the
 * next get "-2", "-3"..., and no id in `taken` (other ids on the page) is handed out.
 */
export function headingIds(texts: readonly string[], taken: Iterable<string> = []): string[] {
  return texts.map(idAllocator(taken));
}

const blockText = (block: HeadingBlock) =>
  (block.children ?? [])
    .map((child) => child.text ?? '')
    .join('')
    .trim();

/** The h2 headings of a Portable Text body with their anchors; empty headings are left out. */
export function tableOfContents(blocks: readonly HeadingBlock[], taken: Iterable<string> = []): TableOfContentsEntry[] {
  const idFor = idAllocator(taken);
  return blocks
    .filter((block) => block.style === 'h2')
    .map((block) => ({ key: block._key, text: blockText(block) }))
    .filter((heading) => heading.text !== '')
    .map((heading) => ({ ...heading, id: idFor(heading.text) }));
}
