import { evaluate, type ExprNode, parse } from 'groq-js';

// Which documents a listener follows. Like the Content Lake, only the filter of the listen query counts
// (`*[filter]`, with any projection, ordering or slice after it ignored); it is evaluated per document
// with the whole dataset available to sub-queries.

export type DocumentMatcher = (document: object | null, dataset: readonly object[]) => Promise<boolean>;

export function createDocumentMatcher(query: string, params: Record<string, unknown>): DocumentMatcher {
  // Parameters go to the parser too: `title[$locale]` is a field access only when $locale is a string.
  const tree = parse(query, { params });
  const filter = findDocumentFilter(tree);

  return async (document, dataset) => {
    if (!document) return false;
    if (filter === 'everything') return true;
    const node: ExprNode = filter ? { type: 'Filter', base: { type: 'Value', value: [document] }, expr: filter } : tree;
    const result = await (await evaluate(node, { dataset: filter ? dataset : [document], params })).get();
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  };
}

/** The filter applied to `*` at the root of the query, 'everything' for a bare `*`, or undefined. */
function findDocumentFilter(tree: ExprNode): ExprNode | 'everything' | undefined {
  let node: ExprNode | undefined = tree;
  while (node) {
    if (node.type === 'Everything') return 'everything';
    if (node.type === 'Filter' && node.base.type === 'Everything') return node.expr;
    node = 'base' in node && isNode(node.base) ? node.base : undefined;
  }
  return undefined;
}

function isNode(value: unknown): value is ExprNode {
  return typeof value === 'object' && value !== null && 'type' in value;
}
