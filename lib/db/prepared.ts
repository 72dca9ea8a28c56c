import type { DatabaseOrTransaction } from './client';

/**
 * A query built once for each database handle it runs on, instead of on every call (issue 16: drizzle writes a
 * query's SQL text anew each time, an eighth of the server's time on a signed-in read such as the account's
 * licence list, and PostgreSQL parses and plans it anew). `build` makes the query with `sql.placeholder(...)`
 * for its values and ends in `.prepare(name)`: on PostgreSQL a named statement, parsed once per connection, so
 * each name must stand for one query text. A transaction is a handle of its own, so a query in one is prepared
 * on it and runs inside it.
 */
export function preparedOn<Query>(build: (db: DatabaseOrTransaction) => Query): (db: DatabaseOrTransaction) => Query {
  const prepared = new WeakMap<DatabaseOrTransaction, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
