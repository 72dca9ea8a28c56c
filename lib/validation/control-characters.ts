// Issue 17: text that reaches the database or a page holds no control characters. PostgreSQL refuses NUL in
// text outright (the call then failed with a 500), a lone UTF-16 surrogate cannot be stored as UTF-8 at all,
// and the other C0 and C1 controls and DEL are never meant in a name, a code or an address. Tabs and line
// breaks are text only in the few fields that are multi-line (a message, a reason, a note).

// C0 but tab, line feed and carriage return; DEL; C1.
const ALWAYS_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/** True when `text` holds a control character, or a tab or line break where `multiline` is false, or a lone surrogate. */
export function hasControlCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return ALWAYS_REFUSED.test(text) || (!multiline && LINE_BREAKS_AND_TABS.test(text)) || !text.isWellFormed();
}

/**
 * The top-level field (`firstName`; `params` for `params.code`) of the first key or string in a parsed JSON object
 * that holds control characters, `body` for the value itself, or null. Only the top-level fields named in
 * `multiline` may hold tabs and line breaks. Walked with a stack, not by recursion, and naming only the top-level
 * field: a 16 KiB body can nest thousands of levels deep.
 */
export function fieldWithControlCharacters(value: unknown, multiline: readonly string[] = []): string | null {
  const pending: [unknown, string, number][] = [[value, '', 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, field, depth] = next;
    if (typeof item === 'string') {
      if (hasControlCharacters(item, { multiline: depth === 1 && multiline.includes(field) })) return field || 'body';
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item).reverse()) {
        const named = depth === 0 ? key : field;
        if (hasControlCharacters(key)) return depth === 0 ? 'body' : named;
        pending.push([child, named, depth + 1]);
      }
    }
  }
  return null;
}

/** The name of the first query parameter whose name or value holds control characters, or null. */
export function queryParameterWithControlCharacters(params: URLSearchParams): string | null {
  for (const [name, value] of params) {
    if (hasControlCharacters(name) || hasControlCharacters(value)) return hasControlCharacters(name) ? 'query' : name;
  }
  return null;
}
