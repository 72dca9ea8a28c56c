import { open, readFile, rm } from 'node:fs/promises';

// One store per folder: two processes appending to one journal would interleave lines. The lock file holds the
// owner's pid; a lock whose process is gone (a crash, SIGKILL) is taken over.

export interface FolderLock {
  release(): Promise<void>;
}

export async function lockFolder(lockFile: string): Promise<FolderLock> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && isRunning(owner)) {
        throw new Error(`${lockFile}: the content store is already open in process ${owner}`);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`${lockFile}: could not take the lock`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
