import type { SanityClient, ValidationContext } from 'sanity';
import type { GlossaryTermsQueryResult } from '@/sanity.types';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { glossaryTermsQuery } from '@/lib/content/queries';
import { type GlossaryRule, glossaryProblems, hasChinese, typographyProblems } from '@/lib/text/zh-copy';

// Issue 25: the translators' glossary (the glossaryTerm documents) and Chinese typography, checked as they type:
// a warning under a zh-CN field, or on a document written in zh-CN, names each problem. The same rules run over
// the bundled copy in `npm test` (lib/text/zh-copy.ts).

/** The glossary is read again at most this often while a translator types. */
const GLOSSARY_FRESH_MS = 10_000;
/** Per client (the Studio gives one per API version): the terms, and when they were asked for. */
const cache = new WeakMap<SanityClient, { at: number; terms: Promise<GlossaryRule[]> }>();

function glossaryOf(client: SanityClient): Promise<GlossaryRule[]> {
  const cached = cache.get(client);
  if (cached && Date.now() - cached.at <= GLOSSARY_FRESH_MS) return cached.terms;
  const terms = client
    .fetch<GlossaryTermsQueryResult>(glossaryTermsQuery)
    .then((rows) =>
      rows.flatMap(({ en, zhCN, avoid, allowedIn }) => (en && zhCN ? [{ en, zhCN, avoid: avoid ?? [], allowedIn: allowedIn ?? [] }] : [])),
    );
  cache.set(client, { at: Date.now(), terms });
  // A failed read is not kept: the next keystroke asks again.
  terms.catch(() => cache.delete(client));
  return terms;
}

/** What is wrong with one piece of Chinese text, one phrase a problem. */
async function problemsOf(text: string, context: ValidationContext): Promise<string[]> {
  if (!hasChinese(text)) return [];
  return [...typographyProblems(text), ...glossaryProblems(text, await glossaryOf(context.getClient({ apiVersion: SANITY_API_VERSION })))];
}

/** A zh-CN field's warning. */
export async function zhCopyOfField(value: unknown, context: ValidationContext): Promise<string | true> {
  if (typeof value !== 'string') return true;
  const found = await problemsOf(value, context);
  return found.length === 0 ? true : `Chinese copy: ${found.join('; ')}.`;
}

/** Every string of a value, with where it is ("body › text"), portable text spans included. */
function stringsOf(value: unknown, at: string[] = []): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at: at.join(' › '), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...at, String(index + 1)]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key.startsWith('_') ? [] : stringsOf(inner, [...at, key])));
}

/** A document translated per document (a page, post or how-to guide): its warning when it is written in zh-CN. */
export async function zhCopyOfDocument(document: unknown, context: ValidationContext): Promise<string | true> {
  if (typeof document !== 'object' || document === null || (document as { language?: unknown }).language !== 'zh_CN') return true;
  const found: string[] = [];
  for (const { at, text } of stringsOf(document)) {
    for (const problem of await problemsOf(text, context)) found.push(`${at}: ${problem}`);
  }
  return found.length === 0 ? true : `Chinese copy: ${found.join('; ')}.`;
}
