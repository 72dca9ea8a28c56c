/** A tree of messages as a provider holds them: a message is a string (as written) or an array (compiled). */
type Tree = { readonly [key: string]: unknown };

const isBranch = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `own` laid over `inherited`: branches are merged key by key, and a message of `own` takes the place of the
 * inherited one. Neither tree is changed.
 */
export function mergeMessageTrees<T extends Tree>(inherited: T, own: T): T {
  const merged: Record<string, unknown> = { ...inherited };
  for (const [key, value] of Object.entries(own)) {
    const under = merged[key];
    merged[key] = isBranch(under) && isBranch(value) ? mergeMessageTrees(under, value) : value;
  }
  return merged as T;
}
