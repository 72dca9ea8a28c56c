import { Client } from 'pg';

// The test runs' database server chores: making and dropping their databases.

/**
 * pg's Pool.end() resolves before its connections have closed. Dropping WITH (FORCE) at that moment cuts
 * one off mid-goodbye, and its client reports that as an unhandled error; so give them a moment to go.
 */
export async function waitForConnectionsToClose(client: Client, database: string): Promise<void> {
  for (let tries = 0; tries < 40; tries++) {
    const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [
      database,
    ]);
    if ((rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function withAdminClient(adminUrl: string, work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
