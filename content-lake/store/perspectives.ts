import type { LakeDocument, Perspective } from '../types';
import { isDraftId, isSubPathId, isVersionId, publishedIdOf } from './document-ids';
import { invalidRequest } from './lake-errors';

// What a query sees under each perspective (https://www.sanity.io/docs/perspectives). In `drafts`, a draft
// stands in for its published document under the published id, and `_originalId` says which one was read:
// the draft's id, or the document's own id when it has no draft (as the Content Lake does; the Studio's list
// queries project `_originalId`).

export const PERSPECTIVES: readonly Perspective[] = ['raw', 'drafts', 'published', 'public'];

export function isPerspective(value: unknown): value is Perspective {
  return PERSPECTIVES.includes(value as Perspective);
}

export function documentsInPerspective(documents: readonly LakeDocument[], perspective: Perspective): LakeDocument[] {
  switch (perspective) {
    case 'raw':
      return [...documents];
    case 'published':
      return documents.filter(({ _id }) => !isDraftId(_id) && !isVersionId(_id));
    case 'drafts':
      return withDraftsOverlaid(documents);
    case 'public':
      return documents.filter(({ _id }) => !isSubPathId(_id));
    default:
      throw invalidRequest(`Unknown perspective "${String(perspective)}"`);
  }
}

function withDraftsOverlaid(documents: readonly LakeDocument[]): LakeDocument[] {
  const drafted = new Set(documents.filter(({ _id }) => isDraftId(_id)).map(({ _id }) => publishedIdOf(_id)));
  const result: LakeDocument[] = [];
  for (const document of documents) {
    if (isVersionId(document._id)) continue;
    if (isDraftId(document._id)) {
      result.push({ ...document, _id: publishedIdOf(document._id), _originalId: document._id });
    } else if (!drafted.has(document._id)) {
      result.push({ ...document, _originalId: document._id });
    }
  }
  return result;
}
