import { Mutation as MutatorMutation } from '@sanity/mutator';
import type { LakeDocument, PatchBody } from '../types';
import { invalidRequest } from './lake-errors';

// Patches are applied by @sanity/mutator, the engine the Studio itself uses for optimistic edits, so both
// sides agree on JSONMatch paths, insert positions and diff-match-patch.

type MutatorPatch = NonNullable<ConstructorParameters<typeof MutatorMutation>[0]['mutations'][number]['patch']>;
type MutatorInsert = NonNullable<MutatorPatch['insert']>;

/** The document's content after the patch (system fields are the caller's business). */
export function patchDocument(document: LakeDocument, patch: PatchBody): Record<string, unknown> {
  const operations: MutatorPatch = {
    id: document._id,
    set: patch.set,
    setIfMissing: patch.setIfMissing,
    unset: patch.unset,
    inc: patch.inc,
    dec: patch.dec,
    diffMatchPatch: patch.diffMatchPatch,
    insert: patch.insert === undefined ? undefined : insertOperation(patch.insert),
  };
  let result: Record<string, unknown> | null;
  try {
    result = new MutatorMutation({ mutations: [{ patch: operations }] }).apply(document);
  } catch (error) {
    throw invalidRequest(`Cannot apply patch to "${document._id}": ${(error as Error).message}`, { id: document._id });
  }
  if (result === null || result._id !== document._id || result._type !== document._type) {
    throw invalidRequest(`Cannot modify immutable attribute "_id" or "_type" of "${document._id}"`, {
      type: 'cannotModifyImmutableAttributeError',
      id: document._id,
    });
  }
  return result;
}

function insertOperation(insert: Record<string, unknown>): MutatorInsert {
  const { items } = insert;
  if (!Array.isArray(items)) throw invalidRequest('insert needs an "items" array');
  for (const position of ['before', 'after', 'replace'] as const) {
    const path = insert[position];
    if (typeof path !== 'string') continue;
    if (position === 'before') return { before: path, items };
    if (position === 'after') return { after: path, items };
    return { replace: path, items };
  }
  throw invalidRequest('insert needs one of "before", "after" or "replace"');
}
