import { type DocumentAction, LakeError, type Mutation } from '../../types';
import { flag, LOCAL_USER, type Route, type ServerContext, TOKEN_AND_JSON } from '../context';
import { type Exchange, HttpError } from '../exchange';
import { requireDataset } from './query';

// POST /data/mutate/:dataset and POST /data/actions/:dataset. Both commit one transaction through the
// store, in the order the requests arrived (arrival-order.ts); listeners and webhooks learn about it from the
// store's subscription.

const MUTATION_KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'];

function readMutations(body: unknown): Mutation[] {
  const list = (body as { mutations?: unknown } | undefined)?.mutations;
  if (!Array.isArray(list) || list.length === 0) throw new HttpError(400, 'Expected { mutations: [...] }', 'httpBadRequest');
  for (const mutation of list) {
    const keys = typeof mutation === 'object' && mutation !== null ? Object.keys(mutation) : [];
    if (keys.length !== 1 || !MUTATION_KINDS.includes(keys[0] ?? '')) {
      throw new HttpError(400, `Invalid mutation: ${JSON.stringify(mutation)}`, 'httpBadRequest');
    }
  }
  return list as Mutation[];
}

function readActions(body: unknown): DocumentAction[] {
  const list = (body as { actions?: unknown } | undefined)?.actions;
  if (!Array.isArray(list) || list.length === 0) throw new HttpError(400, 'Expected { actions: [...] }', 'httpBadRequest');
  for (const action of list) {
    const type = (action as { actionType?: unknown } | null)?.actionType;
    if (typeof type !== 'string' || !type.startsWith('sanity.action.document.')) {
      throw new HttpError(400, `Invalid action: ${JSON.stringify(action)}`, 'httpBadRequest');
    }
  }
  // Passed on as sent: the store validates the fields of each action type.
  return list as DocumentAction[];
}

function transactionIdOf(exchange: Exchange, body: unknown): string | undefined {
  const id = (body as { transactionId?: unknown } | undefined)?.transactionId ?? exchange.query.get('transactionId');
  return typeof id === 'string' && id !== '' ? id : undefined;
}

function rejectDryRun(exchange: Exchange, body: unknown): void {
  if (flag(exchange.query, 'dryRun') || (body as { dryRun?: unknown } | undefined)?.dryRun === true) {
    throw new HttpError(400, 'dryRun is not supported by the local Content Lake', 'httpBadRequest');
  }
}

/** A store error as the Content Lake words a failed mutation or action (@sanity/client reads `items`). */
function lakeError(error: unknown, type: 'mutationError' | 'actionError'): unknown {
  if (!(error instanceof LakeError)) return error;
  const description = `The ${type === 'mutationError' ? 'mutation(s)' : 'action(s)'} failed: ${error.message}`;
  const items = [{ error: { description: error.message, type: 'documentError', ...error.details }, index: 0 }];
  return new HttpError(error.status, description, type, { items, ...error.details });
}

async function mutate(exchange: Exchange, context: ServerContext, [dataset]: string[]): Promise<void> {
  requireDataset(context, dataset);
  const transaction = await context.writes.inTurn(
    async () => {
      const body = await exchange.json();
      rejectDryRun(exchange, body);
      const mutations = readMutations(body);
      return { mutations, transactionId: transactionIdOf(exchange, body) };
    },
    async ({ mutations, transactionId }) => {
      try {
        return await context.store.transact(mutations, { transactionId, author: LOCAL_USER.id });
      } catch (error) {
        throw lakeError(error, 'mutationError');
      }
    },
  );
  const returnDocuments = flag(exchange.query, 'returnDocuments');
  const results = transaction.changes.map((change) => ({
    id: change.id,
    operation: change.operation,
    ...(returnDocuments ? { document: change.after ?? change.before } : {}),
  }));
  exchange.sendJson(200, {
    transactionId: transaction.id,
    results,
    // @sanity/client reads results[].document; `documents` is the older documented field.
    ...(returnDocuments ? { documents: results.map((result) => result.document) } : {}),
  });
}

async function act(exchange: Exchange, context: ServerContext, [dataset]: string[]): Promise<void> {
  requireDataset(context, dataset);
  const transaction = await context.writes.inTurn(
    async () => {
      const body = await exchange.json();
      rejectDryRun(exchange, body);
      const actions = readActions(body);
      return { actions, transactionId: transactionIdOf(exchange, body) };
    },
    async ({ actions, transactionId }) => {
      try {
        return await context.store.act(actions, { transactionId, author: LOCAL_USER.id });
      } catch (error) {
        throw lakeError(error, 'actionError');
      }
    },
  );
  exchange.sendJson(200, { transactionId: transaction.id });
}

export const mutateRoutes: Route[] = [
  { methods: ['POST'], pattern: /^\/data\/mutate\/([^/]+)$/, handle: mutate, needs: TOKEN_AND_JSON },
  { methods: ['POST'], pattern: /^\/data\/actions\/([^/]+)$/, handle: act, needs: TOKEN_AND_JSON },
];
