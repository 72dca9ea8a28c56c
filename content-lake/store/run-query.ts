import { evaluate, type ExprNode, GroqSyntaxError, parse } from 'groq-js';
import { LakeError } from '../types';

export interface QueryContext {
  /** What `identity()` returns: the signed-in user's id. */
  identity: string;
}

/** Evaluates GROQ with groq-js over documents already narrowed to a perspective. */
export async function runQuery(
  dataset: readonly object[],
  query: string,
  params: Record<string, unknown>,
  context: QueryContext,
): Promise<unknown> {
  let tree;
  try {
    // Params go to the parser too: `field[$key]` is an attribute access only when $key is known to be a string.
    tree = parse(query, { params });
    if (query.includes('text::query')) tree = withoutTextQuery(tree);
    if (query.includes('&&')) tree = withConjunctionsSplit(tree);
  } catch (error) {
    throw queryError(error, query);
  }
  try {
    const value = await evaluate(tree, { dataset, params, identity: context.identity });
    return await value.get();
  } catch (error) {
    throw queryError(error, query);
  }
}

function queryError(error: unknown, query: string): LakeError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof GroqSyntaxError) {
    return new LakeError(400, message, { type: 'queryParseError', query, start: error.position, end: error.position + 1 });
  }
  return new LakeError(400, message, { type: 'queryEvaluationError', query });
}

/** `node` with every node of its tree replaced by what `rewrite` makes of it, children first. */
function rewriteTree<T>(node: T, rewrite: (node: object) => unknown): T {
  if (Array.isArray(node)) return node.map((item: unknown) => rewriteTree(item, rewrite)) as T;
  if (typeof node !== 'object' || node === null) return node;
  const children = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewriteTree(value, rewrite)]));
  return rewrite(children) as T;
}

/**
 * `text::query($q)` becomes `$q`: groq-js has no search engine and throws on the function, and Studio 6 puts it
 * in every document list and search (sanity: createSearchQuery, `[@, _id] match text::query($__query)`, with
 * `$__query` "*" for a plain list). groq-js's own `match` takes the same words and trailing-* prefixes, so
 * `field match $q` finds what the Content Lake's text search would for the Studio's searches (not its ranking).
 */
function withoutTextQuery<T>(tree: T): T {
  return rewriteTree(tree, (node) => {
    const call = node as { type?: string; namespace?: string; name?: string; args?: ExprNode[] };
    return call.type === 'FuncCall' && call.namespace === 'text' && call.name === 'query' && call.args?.length === 1 ? call.args[0] : node;
  });
}

/** The conjuncts of `a && b && c`, left to right. */
function conjuncts(expr: ExprNode): ExprNode[] {
  return expr.type === 'And' ? [...conjuncts(expr.left), ...conjuncts(expr.right)] : [expr];
}

/**
 * `*[a && b && c]` is evaluated as `*[a][b][c]`: the same documents in the same order (a filter keeps what is
 * `true`, and `a && b` is `true` only when both are; `^` in each still means the scope around the filter), but
 * groq-js evaluates both sides of `&&` for every document. The Studio's Translations lists
 * (studio/translations.ts: `_type == "page" && language == "en" && !(path in *[...].path)`) ran their subquery
 * over the whole dataset once for each of its 1,500 documents, 6-7 s a list on a 2-core machine; split, only the
 * English pages run it (under 0.1 s).
 */
function withConjunctionsSplit<T>(tree: T): T {
  return rewriteTree(tree, (node) => {
    const filter = node as { type?: string; base?: ExprNode; expr?: ExprNode };
    if (filter.type !== 'Filter' || filter.base === undefined || filter.expr?.type !== 'And') return node;
    return conjuncts(filter.expr).reduce<ExprNode>((base, expr) => ({ type: 'Filter', base, expr }), filter.base);
  });
}
