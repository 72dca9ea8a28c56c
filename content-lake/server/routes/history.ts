import type { LakeDocument, Mutation, TransactionLogEntry } from '../../types';
import { flag, idList, type Route, type ServerContext, TOKEN } from '../context';
import { type Exchange, HttpError } from '../exchange';
import { documentGroupEvents, groupIds } from '../../store/document-events';
import { requireDataset } from './query';

// The history API the Studio's review-changes panel reads:
// - /data/history/:ds/documents/:ids?revision=|time=|lastRevision=true -> { documents }
//   (sanity: core/store/history/createHistoryStore.ts picks the one whose _rev is the revision);
// - /data/history/:ds/transactions/:ids -> NDJSON, one TransactionLogEvent a line
//   (sanity: core/store/history/history/TimelineController.ts, core/store/translog/getTransactionsLogs.ts);
// - /data/history/:ds/events/documents/:id -> { events: { [id]: DocumentGroupEvent[] }, nextCursor }, newest first
//   (sanity: core/store/events/getInitialFetchEvents.ts; Studio 5 and 6 read them by default, beta.eventsAPI.documents:
//   without them Review changes has nothing to compare the draft with, see store/document-events.ts);
// - /data/history/:ds/events/releases/:id -> no events (only with beta.eventsAPI.releases, off by default).
// History holds every draft ever written: the token only.

function documentsAt(exchange: Exchange, context: ServerContext, [dataset, ids = '']: string[]): void {
  requireDataset(context, dataset);
  const revision = exchange.query.get('revision');
  const time = exchange.query.get('time');
  const lastRevision = flag(exchange.query, 'lastRevision');
  let at: Date | undefined;
  if (time && !revision) {
    at = new Date(time);
    if (Number.isNaN(at.getTime())) throw new HttpError(400, `Invalid time "${time}"`, 'httpBadRequest');
  }
  const documents: LakeDocument[] = [];
  for (const id of idList(ids)) {
    const document = revision
      ? context.store.documentAtRevision(id, revision)
      : at
        ? context.store.documentAtTime(id, at)
        : lastRevision
          ? lastExisting(context, id)
          : context.store.get(id);
    if (document) documents.push(document);
  }
  exchange.sendJson(200, { documents });
}

/** The document, or its last state before it was deleted (restoring a deleted document). */
function lastExisting(context: ServerContext, id: string): LakeDocument | undefined {
  const current = context.store.get(id);
  if (current) return current;
  if (context.store.documentAtLastRevision) return context.store.documentAtLastRevision(id);
  for (const entry of context.store.transactionsFor([id], { reverse: true })) {
    const document = context.store.documentAtRevision(id, entry.id);
    if (document) return document;
  }
  return undefined;
}

function transactions(exchange: Exchange, context: ServerContext, [dataset, ids = '']: string[]): void {
  requireDataset(context, dataset);
  const { query } = exchange;
  const requested = idList(ids);
  const text = (name: string) => query.get(name) || undefined;
  const limit = Number(query.get('limit'));
  const authors = text('authors')?.split(',');
  const identifiedOnly = flag(query, 'includeIdentifiedDocumentsOnly');

  let entries = context.store.transactionsFor(requested, {
    fromTransaction: text('fromTransaction'),
    toTransaction: text('toTransaction'),
    fromTime: timeParam(text('fromTime')),
    toTime: timeParam(text('toTime')),
    reverse: flag(query, 'reverse'),
    includeIdentifiedDocumentsOnly: identifiedOnly,
    // With an author filter the limit applies after it, below.
    limit: limit > 0 && !authors ? limit : undefined,
  });
  if (authors) {
    entries = entries.filter((entry) => authors.includes(entry.author));
    if (limit > 0) entries = entries.slice(0, limit);
  }

  const options = {
    only: identifiedOnly ? new Set(requested) : undefined,
    effects: query.get('effectFormat') === 'mendoza',
    mutations: !flag(query, 'excludeMutations'),
    content: !flag(query, 'excludeContent'),
  };
  const body = entries.map((entry) => `${JSON.stringify(logLine(entry, options))}\n`).join('');
  exchange.send(200, body, { 'content-type': 'application/x-ndjson; charset=utf-8' });
}

function timeParam(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new HttpError(400, `Invalid time "${value}"`, 'httpBadRequest');
  return time;
}

interface LineOptions {
  only: Set<string> | undefined;
  effects: boolean;
  mutations: boolean;
  content: boolean;
}

function logLine(entry: TransactionLogEntry, options: LineOptions) {
  const keep = (id: string) => !options.only || options.only.has(id);
  const documentIDs = entry.documentIDs.filter(keep);
  return {
    id: entry.id,
    timestamp: entry.timestamp,
    author: entry.author,
    documentIDs,
    ...(options.mutations ? { mutations: options.content ? entry.mutations : entry.mutations.map(withoutContent) } : {}),
    ...(options.effects ? { effects: Object.fromEntries(Object.entries(entry.effects).filter(([id]) => keep(id))) } : {}),
  };
}

/** excludeContent: keeps each mutation's kind and target (the Studio tests for creates) but not the body. */
function withoutContent(mutation: Mutation): Mutation {
  if ('create' in mutation) return { create: stub(mutation.create) };
  if ('createOrReplace' in mutation) return { createOrReplace: { ...stub(mutation.createOrReplace), _id: mutation.createOrReplace._id } };
  if ('createIfNotExists' in mutation) {
    return { createIfNotExists: { ...stub(mutation.createIfNotExists), _id: mutation.createIfNotExists._id } };
  }
  return mutation;
}

function stub(document: { _id?: string; _type: string }) {
  return { ...(document._id ? { _id: document._id } : {}), _type: document._type };
}

function documentEvents(exchange: Exchange, context: ServerContext, [dataset, id = '']: string[]): void {
  requireDataset(context, dataset);
  const documentId = decodeURIComponent(id);
  const all = documentGroupEvents(
    documentId,
    context.store.transactionsFor(groupIds(documentId), { includeIdentifiedDocumentsOnly: true }),
  );
  // The Studio pages with limit and an opaque nextCursor (getInitialFetchEvents loadMore); ours is the offset.
  const offset = Math.max(0, Number(exchange.query.get('nextCursor')) || 0);
  const limit = Number(exchange.query.get('limit'));
  const end = limit > 0 ? offset + limit : all.length;
  exchange.sendJson(200, { events: { [documentId]: all.slice(offset, end) }, nextCursor: end < all.length ? String(end) : '' });
}

function noEvents(exchange: Exchange, context: ServerContext, [dataset, id = '']: string[]): void {
  requireDataset(context, dataset);
  exchange.sendJson(200, { events: { [decodeURIComponent(id)]: [] }, nextCursor: '' });
}

export const historyRoutes: Route[] = [
  { methods: ['GET'], pattern: /^\/data\/history\/([^/]+)\/documents\/([^/]+)$/, handle: documentsAt, needs: TOKEN },
  { methods: ['GET'], pattern: /^\/data\/history\/([^/]+)\/transactions\/([^/]+)$/, handle: transactions, needs: TOKEN },
  { methods: ['GET'], pattern: /^\/data\/history\/([^/]+)\/events\/documents\/([^/]+)$/, handle: documentEvents, needs: TOKEN },
  { methods: ['GET'], pattern: /^\/data\/history\/([^/]+)\/events\/releases\/([^/]+)$/, handle: noEvents, needs: TOKEN },
];
