import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

// fsync helpers. A rename or a new file is only durable once its directory is synced too.

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes all of `data` at the handle's position (O_APPEND: the end), looping over short writes. */
export async function writeFully(handle: FileHandle, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
}

/**
 * Replaces `file` atomically: write a temp file, fsync it, rename it over, fsync the directory. A crash leaves
 * either the old file or the new one, never a mix.
 */
export async function replaceFileDurably(file: string, chunks: Iterable<string>): Promise<void> {
  const temp = `${file}.tmp`;
  const handle = await open(temp, 'w');
  try {
    for (const chunk of chunks) await writeFully(handle, Buffer.from(chunk, 'utf8'));
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  await syncDirectory(path.dirname(file));
}
