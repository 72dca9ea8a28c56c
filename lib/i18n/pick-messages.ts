import type { MessageTree } from './message-catalogue';

/**
 * The part of a message tree under the given dotted paths ('common', 'shop.checkout'), in the tree's
 * shape, so a page's client components receive only the strings they use (issue 16: the whole
 * catalogue in every page's payload tripled the HTML of /). A path the tree lacks is left out.
 */
export function pickMessages(tree: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    // A path under another one ('shop.checkout' beside 'shop') adds nothing.
    if (paths.some((other) => path.startsWith(`${other}.`))) continue;
    const parts = path.split('.');
    let value: string | MessageTree | undefined = tree;
    for (const part of parts) value = typeof value === 'object' ? value[part] : undefined;
    if (value === undefined) continue;
    const leaf = parts.pop() as string;
    let target = picked;
    for (const part of parts) target = (target[part] ??= {}) as MessageTree;
    target[leaf] = value;
  }
  return picked;
}
