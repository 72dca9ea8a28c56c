import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { withNamedStatements } from '@/lib/db/pglite-statements';

// Issue 16: PGlite's statements prepared once by their text (lib/db/pglite-statements.ts). Each case runs the same
// statements through a PGlite as it comes and through one with named statements, and compares what they answer.

const SCHEMA = `
  create table items (
    id integer primary key generated always as identity,
    name text not null unique,
    price numeric(10, 2),
    tags text[] not null default '{}',
    meta jsonb,
    active boolean not null default true,
    seen_at timestamptz,
    big bigint
  )`;

const opened: PGlite[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
});

async function pair(capacity?: number): Promise<{ plain: PGlite; named: PGlite }> {
  const plain = new PGlite();
  const named = new PGlite();
  withNamedStatements(named, capacity);
  opened.push(plain, named);
  for (const client of [plain, named]) await client.exec(SCHEMA);
  return { plain, named };
}

async function prepared(client: PGlite): Promise<string[]> {
  // Asked the plain way (exec), so the question is not itself prepared.
  const [result] = await client.exec('select statement from pg_prepared_statements order by prepare_time');
  return result!.rows.map((row) => String(row.statement));
}

/** The same calls on both clients; what each answered, or the error it threw, side by side. */
async function both(
  clients: { plain: PGlite; named: PGlite },
  call: (client: PGlite) => Promise<unknown>,
): Promise<{ plain: unknown; named: unknown }> {
  const outcome = (client: PGlite) =>
    call(client).then(
      (value) => ({ value }),
      (error: unknown) => ({ error: { ...(error as object), message: (error as Error).message } }),
    );
  return { plain: await outcome(clients.plain), named: await outcome(clients.named) };
}

describe('PGlite with named statements', () => {
  it('answers every kind of value, row shape and write as PGlite itself does', async () => {
    const clients = await pair();
    const seenAt = new Date('2026-12-01T10:20:30.456Z');
    const calls: Array<(client: PGlite) => Promise<unknown>> = [
      (client) =>
        client.query('insert into items (name, price, tags, meta, seen_at, big) values ($1, $2, $3, $4, $5, $6) returning *', [
          'pad',
          '19.90',
          ['a', 'b'],
          { colour: 'blue', sizes: [1, 2] },
          seenAt,
          9_007_199_254_740_993n,
        ]),
      (client) => client.query('insert into items (name, active) values ($1, $2) returning id, active', ['stick', false]),
      (client) => client.query('insert into items (name, price, meta) values ($1, $2, $3)', ['wheel', null, undefined]),
      (client) => client.query('select * from items where name = $1', ['pad']),
      (client) => client.query('select id, name, price from items order by id', [], { rowMode: 'array' }),
      (client) => client.query('select name from items where id = any($1) order by id', [[1, 3]]),
      (client) => client.query('select count(*) as n from items where seen_at < $1', [new Date('2027-01-01T00:00:00Z')]),
      (client) => client.query('update items set active = not active where price is null'),
      (client) => client.query('delete from items where name = $1 returning name', ['stick']),
      (client) => client.query('select * from items where name = $1', ['nothing']),
      (client) =>
        client.query('with named as (select name from items) select string_agg(name, $1 order by name) as all from named', [', ']),
      (client) => client.query('select $1::int as n', ['7'], { parsers: { 23: (value: string) => `int ${value}` } }),
    ];
    for (const call of calls) {
      const { plain, named } = await both(clients, call);
      expect(named).toEqual(plain);
    }
    // The same text twice runs the statement prepared the first time.
    await clients.named.query('select * from items where name = $1', ['wheel']);
    const statements = await prepared(clients.named);
    expect(statements.filter((text) => text === 'select * from items where name = $1')).toHaveLength(1);
    expect(await prepared(clients.plain)).toEqual([]);
  });

  it('throws the database error PGlite throws, with the query on it, and answers the next query', async () => {
    const clients = await pair();
    const insert = 'insert into items (name) values ($1)';
    for (const call of [
      (client: PGlite) => client.query(insert, ['dup']),
      (client: PGlite) => client.query(insert, ['dup']),
      (client: PGlite) => client.query('select nope from items where id = $1', [1]),
      (client: PGlite) => client.query('select * from items where id = $1', ['not a number']),
    ]) {
      const { plain, named } = await both(clients, call);
      expect(named).toEqual(plain);
    }
    const duplicate = await clients.named.query(insert, ['dup']).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: insert, params: ['dup'] });
    // The failed statement left no half-open exchange behind.
    expect((await clients.named.query<{ n: number }>('select count(*)::int as n from items where name = $1', ['dup'])).rows).toEqual([
      { n: 1 },
    ]);
    // A text that does not parse is not kept.
    expect(await prepared(clients.named)).not.toContain('select nope from items where id = $1');
  });

  it('keeps at most its capacity of statements, closing the one used longest ago', async () => {
    const { named } = await pair(2);
    const texts = ['select 1 as n where $1::int > 0', 'select 2 as n where $1::int > 0', 'select 3 as n where $1::int > 0'];
    await named.query(texts[0]!, [1]);
    await named.query(texts[1]!, [1]);
    await named.query(texts[0]!, [1]);
    await named.query(texts[2]!, [1]);
    expect((await prepared(named)).sort()).toEqual([texts[0], texts[2]]);
    for (const [index, text] of texts.entries()) expect((await named.query(text, [1])).rows).toEqual([{ n: index + 1 }]);
  });

  it('waits for a transaction that is running, as PGlite does', async () => {
    const { named } = await pair();
    await named.query('select count(*)::int as n from items');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const inserted = new Promise<void>((resolve) => (begun = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['in a transaction']);
      begun();
      await held;
    });
    await inserted;
    const count = named.query<{ n: number }>('select count(*)::int as n from items');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await count).rows).toEqual([{ n: 1 }]);
  });

  it("runs a transaction's statements named too, and an error in one rolls it back as PGlite does", async () => {
    const clients = await pair();
    const insert = 'insert into items (name) values ($1) returning id, name';
    const committed = await both(clients, (client) =>
      client.transaction(async (tx) => {
        const first = await tx.query(insert, ['in one']);
        const second = await tx.query(insert, ['in one too']);
        const seen = await tx.query('select name from items where id > $1 order by id', [0]);
        return [first, second, seen];
      }),
    );
    expect(committed.named).toEqual(committed.plain);
    const rolledBack = await both(clients, (client) =>
      client.transaction(async (tx) => {
        await tx.query(insert, ['rolled back']);
        await tx.query(insert, ['in one']);
      }),
    );
    expect(rolledBack.named).toEqual(rolledBack.plain);
    expect(rolledBack.named).toMatchObject({ error: { code: '23505' } });
    const left = await both(clients, (client) => client.query('select name from items order by id'));
    expect(left.named).toEqual(left.plain);
    expect(left.named).toEqual({ value: expect.objectContaining({ rows: [{ name: 'in one' }, { name: 'in one too' }] }) });
    expect(await prepared(clients.named)).toContain(insert);
  });

  it('prepares a statement again when a table it reads changed its columns, or its statement was deallocated', async () => {
    const { named } = await pair();
    const text = 'select * from items where id > $1';
    await named.query('insert into items (name) values ($1)', ['pad']);
    expect(Object.keys((await named.query<Record<string, unknown>>(text, [0])).rows[0]!)).not.toContain('colour');
    await named.exec('alter table items add column colour text');
    expect((await named.query<Record<string, unknown>>(text, [0])).rows[0]).toMatchObject({ name: 'pad', colour: null });
    await named.exec('deallocate all');
    expect((await named.query<Record<string, unknown>>(text, [0])).rows[0]).toMatchObject({ name: 'pad' });
    expect(await prepared(named)).toEqual([text]);
  });
});
