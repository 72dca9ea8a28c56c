import { evaluate, GroqSyntaxError, parse } from 'groq-js';
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
