import { flag, type Route } from '../context';
import { HttpError } from '../exchange';
import { isPrivateId } from '../door';
import { createDocumentMatcher, type DocumentMatcher } from '../listener-filter';
import type { ListenOptions } from '../mutation-events';
import { readQueryParams, requireDataset } from './query';

// GET /data/listen/:dataset: server-sent events. @sanity/client only sends options that are true
// (data/encodeQueryString.ts skips falsy ones) except includeMutations, sent only as `false`, so absent
// means false for every option but includeMutations. Without the lake's token a listener hears of
// published documents only.

// The Live Content API's stream matches no document: nothing here issues sync tags for it to name, and
// the Studio's Presentation tool only needs the stream open (it refreshes the preview on its own edits).
const matchesNothing: DocumentMatcher = async () => false;
const NO_EVENTS: ListenOptions = {
  includeResult: false,
  includePreviousRevision: false,
  includeMutations: false,
  includeAllVersions: false,
  effectFormat: undefined,
};

function publishedOnly(matcher: DocumentMatcher): DocumentMatcher {
  return async (document, dataset) => {
    const id = (document as { _id?: unknown } | null)?._id;
    return typeof id === 'string' && !isPrivateId(id) && matcher(document, dataset);
  };
}

export const listenRoutes: Route[] = [
  {
    methods: ['GET'],
    pattern: /^\/data\/live\/events\/([^/]+)$/,
    handle: (exchange, context, [dataset]) => {
      requireDataset(context, dataset);
      context.hub.open(exchange, matchesNothing, NO_EVENTS, {});
    },
  },
  {
    methods: ['GET'],
    pattern: /^\/data\/listen\/([^/]+)$/,
    handle: (exchange, context, [dataset]) => {
      requireDataset(context, dataset);
      const query = exchange.query.get('query');
      if (!query) throw new HttpError(400, 'Missing query', 'httpBadRequest');
      const params = readQueryParams(exchange.query);
      let matcher: DocumentMatcher;
      try {
        matcher = exchange.hasToken ? createDocumentMatcher(query, params) : publishedOnly(createDocumentMatcher(query, params));
      } catch (error) {
        throw new HttpError(400, error instanceof Error ? error.message : 'Invalid listen query', 'queryParseError', { query });
      }
      const options: ListenOptions = {
        includeResult: flag(exchange.query, 'includeResult'),
        includePreviousRevision: flag(exchange.query, 'includePreviousRevision'),
        includeMutations: flag(exchange.query, 'includeMutations', true),
        includeAllVersions: flag(exchange.query, 'includeAllVersions'),
        effectFormat: exchange.query.get('effectFormat') === 'mendoza' ? 'mendoza' : undefined,
      };
      context.hub.open(exchange, matcher, options);
    },
  },
];
