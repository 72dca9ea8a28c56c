// The UI strings (next-intl messages) as translators edit them in the Studio: one entry per key
// ('common.cookieBanner.text'), laid over the catalogue bundled in lib/i18n/messages. Pure helpers; the
// loading is in lib/content/ui-messages.ts.

export type MessageTree = { [key: string]: string | MessageTree };

/** Every string of a message tree by its dotted key, in file order. */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat.set(key, value);
    else for (const [childKey, childValue] of flattenMessages(value, key)) flat.set(childKey, childValue);
  }
  return flat;
}

/**
 * The bundled tree with the edited strings put in. Only keys the code knows are taken, and only as
 * strings, so a stray document can neither add structure nor replace a namespace.
 */
export function withMessageOverrides<T extends MessageTree>(base: T, overrides: readonly { key: string; value: string | null }[]): T {
  const known = flattenMessages(base);
  const result = structuredClone(base) as MessageTree;
  for (const { key, value } of overrides) {
    if (!value?.trim() || !known.has(key)) continue;
    const path = key.split('.');
    const leaf = path.pop() as string;
    let node = result;
    for (const part of path) node = node[part] as MessageTree;
    node[leaf] = value;
  }
  return result as T;
}

/** The ICU arguments a message uses ('{count, plural, ...}' and '{path}' give count and path). */
export function messageArguments(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] as string))].sort();
}

/** Why a translation cannot stand in for the English message (its arguments differ), or null. */
export function translationProblem(english: string, translation: string): string | null {
  const expected = messageArguments(english);
  const actual = messageArguments(translation);
  if (expected.join() === actual.join()) return null;
  const list = (names: string[]) => (names.length ? names.map((name) => `{${name}}`).join(', ') : 'none');
  return `Use the same placeholders as the English text: ${list(expected)} (this has ${list(actual)}).`;
}

/** The Studio document id of a message key: Sanity ids may not hold dots outside their path prefix. */
export function uiMessageDocumentId(key: string): string {
  return `uiMessage-${key.replaceAll('.', '--')}`;
}
