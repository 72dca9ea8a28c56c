import type { MendozaEffects, TransactionLogEntry } from '../types';
import { draftIdOf, isVersionId, publishedIdOf } from './document-ids';

// The document group events of GET /data/history/:ds/events/documents/:id, derived from the transaction log.
//
// Why: Studio 5 and 6 default to `beta.eventsAPI.documents: true` (sanity: core/config/prepareConfig.tsx), so the
// document pane uses the events store, not the TimelineController (structure: panes/document/
// DocumentPaneProviderWrapper.tsx -> DocumentEventsPane). That store takes the group events from this endpoint and
// only adds edits on top, from the translog after the newest event's versionRevisionId, keeping transactions whose
// effect is "modified" (core/store/events/getInitialFetchEvents.ts, getEditEvents.ts). With no events the edit that
// created the draft is invisible, and useEventsStore's default `since` (the last publish before the shown revision,
// else the createDocumentVersion event, else events[1]: core/store/events/useEventsStore.ts) finds nothing to compare
// with, so Review changes shows "No previous events"/"Same revision selected" instead of the change.
// Event shapes: core/store/events/types.ts; their ids are derived client-side by addEventId (core/store/events/utils.ts).

export type DocumentGroupEvent = Record<string, unknown> & { type: string; timestamp: string; author: string; documentId: string };

type EffectState = 'created' | 'deleted' | 'modified' | 'none';

/** As the Studio reads effects (getEffectState): a `[0, null]` apply deletes, a `[0, null]` revert means it was created. */
function effectState(effects: MendozaEffects | undefined): EffectState {
  if (!effects) return 'none';
  if (isNullPatch(effects.apply)) return 'deleted';
  if (isNullPatch(effects.revert)) return 'created';
  return 'modified';
}

function isNullPatch(patch: unknown): boolean {
  return Array.isArray(patch) && patch.length === 2 && patch[0] === 0 && patch[1] === null;
}

interface VersionState {
  exists: boolean;
  /** The transaction that last wrote it: its current `_rev`. */
  rev: string | undefined;
}

/** The ids whose transactions make up the events of `documentId`: the published id, its draft, and the version if one was asked for. */
export function groupIds(documentId: string): string[] {
  const publishedId = publishedIdOf(documentId);
  const ids = [publishedId, draftIdOf(publishedId)];
  if (isVersionId(documentId)) ids.push(documentId);
  return ids;
}

/**
 * The events of the group `documentId` belongs to, newest first (as the Content Lake lists them), from its transactions
 * oldest first. Edits of a draft are not events (the Studio builds those from the translog itself).
 */
export function documentGroupEvents(documentId: string, transactions: readonly TransactionLogEntry[]): DocumentGroupEvent[] {
  const [publishedId = documentId, ...versionIds] = groupIds(documentId);
  let publishedExists = false;
  const versions = new Map<string, VersionState>(versionIds.map((id) => [id, { exists: false, rev: undefined }]));
  const events: DocumentGroupEvent[] = [];

  for (const tx of transactions) {
    const base = { timestamp: tx.timestamp, author: tx.author, documentId: publishedId };
    const published = effectState(tx.effects[publishedId]);
    const anyVersionLeft = () => [...versions.values()].some((version) => version.exists);
    let publishedByVersion = false;

    for (const [versionId, version] of versions) {
      const state = effectState(tx.effects[versionId]);
      if (state === 'none') continue;
      const release = releaseOf(versionId);
      const previousRev = version.rev;
      version.exists = state !== 'deleted';
      version.rev = state === 'deleted' ? version.rev : tx.id;
      if (state === 'created' && published !== 'deleted') {
        // The Edit action creating the draft (from the published document, or a new one).
        events.push({ ...base, type: 'createDocumentVersion', versionId, versionRevisionId: tx.id, ...release });
      } else if (state === 'deleted' && (published === 'created' || published === 'modified')) {
        // Publish: the version replaced the published document and is gone.
        publishedByVersion = true;
        events.push({
          ...base,
          type: 'publishDocumentVersion',
          revisionId: tx.id,
          versionId,
          ...(previousRev ? { versionRevisionId: previousRev } : {}),
          ...release,
          publishCause: 'document.publish',
        });
      } else if (state === 'deleted' && published === 'none') {
        // Discard: the group lives on if the published document or another version does.
        events.push(
          publishedExists || anyVersionLeft()
            ? { ...base, type: 'deleteDocumentVersion', versionId, versionRevisionId: previousRev ?? tx.id, ...release }
            : { ...base, type: 'deleteDocumentGroup' },
        );
      }
    }

    if (published === 'deleted') {
      const draftId = draftIdOf(publishedId);
      const draft = versions.get(draftId);
      if (anyVersionLeft() && draft?.exists && draft.rev) {
        // Unpublish: the published content lives on as the draft.
        events.push({ ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: draft.rev });
      } else {
        events.push({ ...base, type: 'deleteDocumentGroup' });
      }
    } else if (published === 'created' && !publishedByVersion) {
      // A raw create of the published document (the seed import, a mutation outside the Studio).
      events.push({ ...base, type: 'createLiveDocument', revisionId: tx.id });
    } else if (published === 'modified' && !publishedByVersion) {
      events.push({ ...base, type: 'updateLiveDocument', revisionId: tx.id });
    }
    if (published !== 'none') publishedExists = published !== 'deleted';
  }
  return events.reverse();
}

function releaseOf(versionId: string): { releaseId?: string } {
  return isVersionId(versionId) ? { releaseId: versionId.split('.')[1] ?? '' } : {};
}
