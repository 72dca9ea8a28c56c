import { type messages, type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

// Issue 16: PGlite runs every `query()` as an unnamed statement, so PostgreSQL, inside the app's own process, parses
// and plans the statement's text anew on each call. For the account's licence list that was four fifths of the
// statement's cost: 1.3 ms a call, against 0.28 ms to run the same statement prepared once (measured on the 2-core
// development machine). The app's statements are a few hundred fixed texts (drizzle writes `$1`, `$2` for values),
// so each text is prepared once as a named statement, the way the production profile's pool does it
// (lib/db/prepared.ts), and each later call only binds its values and runs it.

/** Statements kept prepared at most; the one used longest ago is closed to make room. */
const CAPACITY = 500;

/** Only these are prepared: a transaction's BEGIN or a `SET` goes the usual way. */
const PREPARABLE = /^\s*(?:select|with|insert|update|delete)\b/i;

/**
 * Why a kept statement is prepared again: "cached plan must not change result type" (a table it reads was altered
 * since), and "prepared statement does not exist" (something ran DEALLOCATE or DISCARD).
 */
const PREPARE_AGAIN = new Set(['0A000', '26000']);

interface Statement {
  name: string;
  /** The parameters' type ids, as PostgreSQL inferred them: how each value is written for it. */
  paramTypes: number[];
  /** The statement's row description (or its lack of one), given to the results' parser with each call's rows. */
  description: messages.BackendMessage;
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/**
 * The SQLSTATE of an error the database answered, else undefined. By its shape, not `instanceof`: PGlite's ESM and
 * CommonJS builds each have their own DatabaseError class, and a process can load both.
 */
function databaseErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('severity' in error)) return undefined;
  const { code } = error as messages.DatabaseError;
  return typeof code === 'string' ? code : undefined;
}

/** PGlite's query error with the query's text and values on it, as its own `query()` throws it. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (databaseErrorCode(error) !== undefined) Object.assign(error as object, { query: text, params, queryOptions: options });
  return error;
}

/**
 * Has `client.query` run each select, insert, update or delete as a named statement, prepared the first time its text
 * is asked for, and so does a transaction's own `query`; a query given a blob or parameter types, and any other
 * statement, runs as PGlite runs it. Results, errors and the locking between queries and transactions are PGlite's own.
 */
export function withNamedStatements(client: PGlite, capacity = CAPACITY): void {
  const plain: Query = client.query.bind(client);
  /** By text, the one used longest ago first. */
  const statements = new Map<string, Statement>();
  let made = 0;

  /**
   * Sends `requests`, then a Sync, which ends the exchange (an error's included) and, outside a transaction (`inTransaction`
   * false), has PGlite write what it changed to its data folder, as its own query does.
   */
  const exchange = async (inTransaction: boolean, ...requests: Uint8Array[]): Promise<messages.BackendMessage[]> => {
    const replies: messages.BackendMessage[] = [];
    try {
      for (const request of requests) replies.push(...(await client.execProtocol(request, { syncToFs: false })).messages);
    } finally {
      replies.push(...(await client.execProtocol(protocol.serialize.sync(), { syncToFs: !inTransaction })).messages);
    }
    return replies;
  };

  const prepare = async (text: string, inTransaction: boolean): Promise<Statement> => {
    const name = `pglite_${(made += 1)}`;
    const replies = await exchange(
      inTransaction,
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
    );
    const parameters = replies.find((reply) => reply.name === 'parameterDescription') as messages.ParameterDescriptionMessage | undefined;
    const description = replies.find((reply) => reply.name === 'rowDescription' || reply.name === 'noData');
    if (!description) throw new Error(`PGlite described no result for a prepared statement: ${text}`);
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], description };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await exchange(inTransaction, protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  };

  const run = async <T>(
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> => {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const replies = await exchange(
      inTransaction,
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
    );
    // The call's own parsers (drizzle gives each query a few) over the client's, by prototype: PGlite copies all of the
    // client's 300-odd into a new object for every query that has its own, about 0.1 ms a call.
    const parsers = options?.parsers ? Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers) : client.parsers;
    const results = parse.parseResults([statement.description, ...replies], parsers, { ...options, parsers: undefined });
    return results[0] as Results<T>;
  };

  /** Runs `text` as its named statement; the caller holds PGlite's query lock. */
  const runNamed = async <T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) => {
    try {
      const statement = statements.get(text);
      if (!statement) return await run<T>(await prepare(text, inTransaction), params, options, inTransaction);
      // Used now: to the back of the line.
      statements.delete(text);
      statements.set(text, statement);
      try {
        return await run<T>(statement, params, options, inTransaction);
      } catch (error) {
        // In a transaction the error has ended it: nothing more can run there, so the error is the answer.
        if (inTransaction || !PREPARE_AGAIN.has(databaseErrorCode(error) ?? '')) throw error;
        statements.delete(text);
        await exchange(false, protocol.serialize.close({ type: 'S', name: statement.name }));
        return await run<T>(await prepare(text, false), params, options, false);
      }
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  };

  const preparable = (text: string, options: QueryOptions | undefined) => PREPARABLE.test(text) && !options?.blob && !options?.paramTypes;

  const named: Query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!preparable(text, options)) return plain<T>(text, params, options);
    // PGlite's own check: refuses a closed database, and waits for one still starting (whose start asks queries).
    await client._checkReady();
    return client._runExclusiveTransaction(() => client.runExclusive(() => runNamed<T>(text, params, options, false)));
  };

  // A transaction's own `query` (drizzle's transactions use it): the transaction holds PGlite's transaction lock, so
  // a statement takes only the query lock, as PGlite's does there.
  const plainTransaction = client.transaction.bind(client);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const inside = Object.create(tx) as Transaction;
      inside.query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed || !preparable(text, options)) return tx.query<R>(text, params, options);
        return client.runExclusive(() => runNamed<R>(text, params, options, true));
      };
      return callback(inside);
    });
  client.transaction = transaction as PGlite['transaction'];
  client.query = named as PGlite['query'];
}
