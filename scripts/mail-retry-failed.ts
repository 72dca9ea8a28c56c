// `npm run mail:retry-failed`: queues every mail that gave up retrying (status failed) again, with a fresh
// round of attempts, once whatever stopped it (the SMTP server, its password) is fixed. The running app's
// workers send them within seconds. On the embedded PGlite database, stop the app first: one process at a
// time may open its folder.
import './lib/load-env';
import { closeDb, getDb, getDbInfo } from '@/lib/db/client';
import { requeueFailedMails } from '@/lib/mail/queue';

async function main(): Promise<void> {
  const { driver, location } = getDbInfo();
  const count = await requeueFailedMails(getDb());
  console.log(`${count} failed mail${count === 1 ? '' : 's'} queued again (${driver}, ${location}).`);
}

main()
  .catch((error: unknown) => {
    console.error('Queueing the failed mails again failed:', error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
