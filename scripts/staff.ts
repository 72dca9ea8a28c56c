// `npm run staff -- grant|revoke <email>` (issue 20): the only way to make an account staff or take it back
// (lib/staff/roles.ts); each change is written to the staff audit log as the command line's. On the embedded
// PGlite database, stop the app first: one process at a time may open its folder.
import './lib/load-env';
import { closeDb, getDb } from '@/lib/db/client';
import { runStaffCommand } from '@/lib/staff/roles';

async function main(): Promise<void> {
  const { exitCode, output } = await runStaffCommand(getDb(), process.argv.slice(2));
  (exitCode === 0 ? console.log : console.error)(output);
  process.exitCode = exitCode;
}

main()
  .catch((error: unknown) => {
    console.error('Changing the staff role failed:', error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
