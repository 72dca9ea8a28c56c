// The links a mail carries, for the development outbox: a test (or a developer) follows the activation
// link of a mail without reading its HTML. Pure, so it is unit-tested.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The href of every <a> in `html`, then every http(s) URL in `text`, each once, in order. */
export function mailLinks(html: string, text: string): string[] {
  const fromHtml = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/gi)].map((match) => decodeEntities(match[1] ?? ''));
  const fromText = [...text.matchAll(/https?:\/\/[^\s<>"']+/gi)].map((match) => match[0].replace(/[.,;:!?)\]]+$/, ''));
  return [...new Set([...fromHtml, ...fromText].filter(Boolean))];
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] as string);
}

/**
 * The HTML part as the outbox frame shows it: links open in a new tab, since the sandboxed frame may not
 * navigate itself.
 */
export function outboxFrameDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head(\s[^>]*)?>/i.test(html) ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`) : `${base}${html}`;
}
