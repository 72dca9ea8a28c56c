import type { DocumentAction, IncomingDocument, LakeDocument, Mutation } from '../types';
import { draftIdOf, isDraftId, isVersionId, publishedIdOf } from './document-ids';
import { conflict, documentAlreadyExists, documentNotFound, invalidRequest, revisionMismatch } from './lake-errors';

// The document actions of POST /data/actions, as mutations. Semantics from @sanity/client's action types
// (node_modules/@sanity/client/dist/index.d.ts: CreateAction ... UnpublishAction) and the Studio's use of them
// (node_modules/sanity/lib/index.js: toActions, del, publish, unpublish, restore).

export type Lookup = (id: string) => LakeDocument | undefined;

/** The mutations for one action, given the documents as earlier actions of the same transaction left them. */
export function actionMutations(action: DocumentAction, lookup: Lookup): Mutation[] {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      // The Studio sends the draft id in attributes._id (with its own _rev and _createdAt).
      const draftId = requireAttributes(action.attributes)._id ?? draftIdOf(action.publishedId);
      requireVersionOf(draftId, action.publishedId);
      if (lookup(action.publishedId)) throw documentAlreadyExists(action.publishedId);
      if (lookup(draftId)) {
        if (action.ifExists === 'ignore') return [];
        throw documentAlreadyExists(draftId);
      }
      return [{ create: { ...action.attributes, _id: draftId } }];
    }
    case 'sanity.action.document.edit': {
      requireVersionOf(action.draftId, action.publishedId);
      const patch: Mutation = { patch: { ...action.patch, id: action.draftId } };
      if (lookup(action.draftId)) return [patch];
      // No draft yet: it starts as a copy of the published document (the Studio relies on this).
      const published = lookup(action.publishedId);
      if (!published) throw documentNotFound(action.publishedId);
      return [{ create: { ...published, _id: action.draftId } }, patch];
    }
    case 'sanity.action.document.publish': {
      const draft = lookup(action.draftId);
      if (!draft) throw documentNotFound(action.draftId, 'Draft');
      const published = lookup(action.publishedId);
      checkRevision(action.draftId, revisionOf(action.ifDraftRevisionId), draft);
      checkRevision(action.publishedId, revisionOf(action.ifPublishedRevisionId), published);
      return [{ createOrReplace: { ...draft, _id: action.publishedId } }, { delete: { id: action.draftId } }];
    }
    case 'sanity.action.document.unpublish': {
      const published = lookup(action.publishedId);
      if (!published) throw documentNotFound(action.publishedId, 'Published document');
      const keepAsDraft: Mutation[] = lookup(action.draftId) ? [] : [{ create: { ...published, _id: action.draftId } }];
      return [...keepAsDraft, { delete: { id: action.publishedId } }];
    }
    case 'sanity.action.document.discard':
      return [discard(action.draftId, lookup)];
    case 'sanity.action.document.version.discard':
      return [discard(action.versionId, lookup)];
    case 'sanity.action.document.delete': {
      const includeDrafts = action.includeDrafts ?? [];
      // As documented for the action: a draft the caller did not name (someone else's new draft) blocks the delete.
      const draftId = draftIdOf(action.publishedId);
      if (lookup(draftId) && !includeDrafts.includes(draftId)) {
        throw conflict(`Cannot delete "${action.publishedId}": its draft "${draftId}" exists but is not in includeDrafts`, { id: draftId });
      }
      const ids = [action.publishedId, ...includeDrafts].filter((id) => lookup(id));
      if (ids.length === 0) throw documentNotFound(action.publishedId);
      return ids.map((id) => ({ delete: { id } }));
    }
    case 'sanity.action.document.replaceDraft': {
      const draftId = action.draftId ?? requireAttributes(action.attributes)._id ?? draftIdOf(action.publishedId);
      requireVersionOf(draftId, action.publishedId);
      if (!lookup(draftId) && !lookup(action.publishedId)) throw documentNotFound(action.publishedId);
      return [{ createOrReplace: { ...action.attributes, _id: draftId } }];
    }
    default:
      throw invalidRequest(`Unsupported action type "${(action as { actionType?: unknown }).actionType}"`);
  }
}

function discard(id: string, lookup: Lookup): Mutation {
  if (typeof id !== 'string') throw invalidRequest('The action needs the id of the draft or version to discard');
  if (!lookup(id)) throw documentNotFound(id, 'Draft');
  return { delete: { id } };
}

function requireAttributes(attributes: IncomingDocument): IncomingDocument {
  if (typeof attributes?._type !== 'string') throw invalidRequest('The action\'s attributes need a "_type"');
  if (attributes._id !== undefined && typeof attributes._id !== 'string') throw invalidRequest('"_id" must be a string');
  return attributes;
}

function requireVersionOf(id: unknown, publishedId: unknown): void {
  if (typeof id !== 'string' || typeof publishedId !== 'string') throw invalidRequest('The action needs a draft id and a published id');
  if (!(isDraftId(id) || isVersionId(id)) || publishedIdOf(id) !== publishedId) {
    throw invalidRequest(`"${id}" is not a draft or version of "${publishedId}"`);
  }
}

function revisionOf(guard: string | { revisionId: string } | undefined): string | undefined {
  return typeof guard === 'object' ? guard.revisionId : guard;
}

function checkRevision(id: string, expected: string | undefined, current: LakeDocument | undefined): void {
  if (expected !== undefined && expected !== current?._rev) throw revisionMismatch(id, expected, current?._rev ?? null);
}
