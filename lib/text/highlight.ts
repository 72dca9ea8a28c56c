// spec 9: the text highlighter splits by a word limit, a character limit, a special word, or the
// middle by default; the highlight class defaults to 'text-lightyellow'.
export const DEFAULT_HIGHLIGHT_CLASS = 'text-lightyellow';

export type HighlightMode =
  /** The first n words; a word is a run of non-whitespace, punctuation included ("Error:"). */
  | { words: number }
  /**
   * The first n characters, counted as Unicode code points over the raw text (spaces and
   * punctuation count), cut exactly at n even inside a word.
   */
  | { chars: number }
  /**
   * Every whole-word occurrence of this word (or phrase), case-insensitively. In Chinese and
   * Japanese, which have no spaces, a match needs no word boundary.
   */
  | { word: string };

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

type Range = readonly [start: number, end: number];

/**
 * Splits text into plain and highlighted segments in order; joining their text gives the input
 * back. In every mode a highlighted segment neither starts nor ends with whitespace: whitespace
 * at its edges is left in the plain segments around it. Without a mode the middle rule applies:
 * the words are split into two halves and the second half is highlighted; with an odd count the
 * second half gets the extra word, so a one-word text is still highlighted.
 */
export function splitForHighlight(text: string, mode?: HighlightMode): HighlightSegment[] {
  if (text === '') return [];
  return toSegments(text, highlightRanges(text, mode));
}

function highlightRanges(text: string, mode: HighlightMode | undefined): Range[] {
  if (mode === undefined) return middleRange(text);
  if ('words' in mode) return firstWordsRange(text, mode.words);
  if ('chars' in mode) return firstCharsRange(text, mode.chars);
  return wordRanges(text, mode.word);
}

function wordTokens(text: string): Range[] {
  return Array.from(text.matchAll(/\S+/g), (match) => [match.index, match.index + match[0].length] as const);
}

function firstWordsRange(text: string, limit: number): Range[] {
  const tokens = wordTokens(text);
  const last = tokens[Math.min(toCount(limit), tokens.length) - 1];
  return last ? [[0, last[1]]] : [];
}

function middleRange(text: string): Range[] {
  const tokens = wordTokens(text);
  const first = tokens[tokens.length - Math.ceil(tokens.length / 2)];
  return first ? [[first[0], text.length]] : [];
}

function firstCharsRange(text: string, limit: number): Range[] {
  const count = toCount(limit);
  let end = 0;
  let taken = 0;
  // Walk by code point so a surrogate pair (emoji, rare CJK) is never cut in half.
  for (const char of text) {
    if (taken >= count) break;
    end += char.length;
    taken += 1;
  }
  return end > 0 ? [[0, end]] : [];
}

// A letter, digit or mark of a script that separates words with spaces.
const SPACED_WORD_CHAR = String.raw`(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}\p{M}_]`;
const IS_SPACED_WORD_CHAR = new RegExp(`^${SPACED_WORD_CHAR}$`, 'u');

function wordRanges(text: string, word: string): Range[] {
  const parts = word
    .trim()
    .split(/\s+/)
    .filter((part) => part !== '');
  const firstChar = Array.from(parts[0] ?? '')[0];
  const lastChar = Array.from(parts.at(-1) ?? '').at(-1);
  if (firstChar === undefined || lastChar === undefined) return [];
  // Guard an edge only where the word itself ends in a letter: "C++" may be followed by anything.
  const before = IS_SPACED_WORD_CHAR.test(firstChar) ? `(?<!${SPACED_WORD_CHAR})` : '';
  const after = IS_SPACED_WORD_CHAR.test(lastChar) ? `(?!${SPACED_WORD_CHAR})` : '';
  const pattern = new RegExp(`${before}${parts.map(escapeRegExp).join(String.raw`\s+`)}${after}`, 'giu');
  return Array.from(text.matchAll(pattern), (match) => [match.index, match.index + match[0].length] as const);
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

function toCount(limit: number): number {
  return Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
}

function toSegments(text: string, ranges: readonly Range[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  const push = (start: number, end: number, highlighted: boolean): void => {
    if (end <= start) return;
    const piece = text.slice(start, end);
    const previous = segments.at(-1);
    if (previous && previous.highlighted === highlighted) previous.text += piece;
    else segments.push({ text: piece, highlighted });
  };
  let cursor = 0;
  for (const [rangeStart, rangeEnd] of ranges) {
    let start = rangeStart;
    let end = rangeEnd;
    while (start < end && /\s/.test(text.charAt(start))) start += 1;
    while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
    if (start === end) continue;
    push(cursor, start, false);
    push(start, end, true);
    cursor = end;
  }
  push(cursor, text.length, false);
  return segments;
}
