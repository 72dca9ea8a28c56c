import type { IncomingDocument, LakeDocument, Mutation, PatchBody } from '../types';
import { completeDocumentId } from './document-ids';
import { documentAlreadyExists, documentNotFound, invalidRequest, revisionMismatch } from './lake-errors';
import { patchDocument } from './patch-document';
import type { WorkingSet } from './working-set';

// The mutation semantics of POST /data/mutate (https://www.sanity.io/docs/http-mutations), applied in order
// to one working set. Returns the mutations as applied, one document each, for the log and the listener:
// creates carry the document as stored (system fields included), because the Studio replays listener
// mutations with @sanity/mutator onto its copy and must arrive at the stored document.

/** Finds the ids a query-based patch or delete applies to, among the documents as the transaction sees them. */
export type SelectIds = (query: string, params: Record<string, unknown>, documents: readonly LakeDocument[]) => Promise<string[]>;

export async function applyMutations(set: WorkingSet, mutations: readonly Mutation[], selectIds: SelectIds): Promise<Mutation[]> {
  const applied: Mutation[] = [];
  for (const mutation of mutations) applied.push(...(await applyMutation(set, mutation, selectIds)));
  return applied;
}

async function applyMutation(set: WorkingSet, mutation: Mutation, selectIds: SelectIds): Promise<Mutation[]> {
  if ('create' in mutation) {
    const incoming = requireType(mutation.create);
    if (incoming._id !== undefined && typeof incoming._id !== 'string') throw invalidRequest('"_id" must be a string');
    const _id = completeDocumentId(incoming._id);
    if (set.get(_id)) throw documentAlreadyExists(_id);
    return [{ create: set.write({ ...incoming, _id }) }];
  }
  if ('createOrReplace' in mutation) {
    return [{ createOrReplace: set.write(requireIdAndType(mutation.createOrReplace)) }];
  }
  if ('createIfNotExists' in mutation) {
    const document = requireIdAndType(mutation.createIfNotExists);
    if (set.get(document._id)) return [];
    return [{ createIfNotExists: set.write(document) }];
  }
  if ('delete' in mutation) {
    const target = mutation.delete;
    const ids = 'id' in target ? [target.id] : await selectIds(target.query, target.params ?? {}, set.all());
    const deleted = ids.filter((id) => set.get(id) !== undefined);
    for (const id of deleted) set.delete(id);
    return deleted.map((id) => ({ delete: { id } }));
  }
  if ('patch' in mutation) return applyPatch(set, mutation.patch, selectIds);
  throw invalidRequest(`Unknown mutation: ${JSON.stringify(mutation)}`);
}

async function applyPatch(set: WorkingSet, patch: PatchBody, selectIds: SelectIds): Promise<Mutation[]> {
  const { id, query, params, ...operations } = patch;
  if (id === undefined && query === undefined) throw invalidRequest('A patch needs an "id" or a "query"');
  // By id, a missing document is an error; by query, the patch applies to whatever matches.
  const ids = id !== undefined ? [id] : await selectIds(query ?? '', params ?? {}, set.all());
  const applied: Mutation[] = [];
  for (const targetId of ids) {
    const current = set.get(targetId);
    if (!current) {
      if (id !== undefined) throw documentNotFound(targetId);
      continue;
    }
    if (patch.ifRevisionID !== undefined && patch.ifRevisionID !== current._rev) {
      throw revisionMismatch(targetId, patch.ifRevisionID, current._rev);
    }
    set.write({ ...patchDocument(current, operations), _id: current._id, _type: current._type });
    applied.push({ patch: { ...operations, id: targetId } });
  }
  return applied;
}

function requireType(document: IncomingDocument): IncomingDocument {
  if (typeof document?._type !== 'string' || document._type === '') throw invalidRequest('A document needs a "_type"');
  return document;
}

function requireIdAndType(document: IncomingDocument): IncomingDocument & { _id: string } {
  const { _id } = document ?? {};
  if (typeof _id !== 'string' || _id === '') throw invalidRequest('A document needs an "_id"');
  return { ...requireType(document), _id };
}
