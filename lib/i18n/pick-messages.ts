import type { MessageTree } from './message-catalogue';

/**
 * The part of a message tree under the given dotted paths ('common', 'shop.checkout'), in the tree's
 * shape, so a page's client components receive only the strings they use (issue 16: the whole
 * catalogue in every page's payload tripled the HTML of /). A path the tree lacks is left out.
 */
export function pickMessages(tree: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  // Shortest first: a path under one already taken ('shop.checkout' after 'shop') adds nothing.
  const sorted = [...paths].sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of sorted) {
    if (sorted.some((other) => path.startsWith(`${other}.`))) continue;
    const parts = path.split('.');
    const leaf = parts.pop() as string;
    let source: MessageTree | undefined = tree;
    let target = picked;
    for (const part of parts) {
      const next: string | MessageTree | undefined = source[part];
      source = typeof next === 'object' ? next : undefined;
      if (!source) break;
      target = (target[part] ??= {}) as MessageTree;
    }
    const value = source?.[leaf];
    if (value !== undefined) target[leaf] = value;
  }
  return picked;
}
