import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The Studio's per-user settings (`/users/me/keyvalue`: list layouts, sort orders, seen announcements).
// Kept in memory and mirrored to one JSON file so they survive a restart; losing them is harmless.

export interface KeyValuePair {
  key: string;
  value: unknown;
}

export class KeyValueStore {
  private values = new Map<string, unknown>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string | undefined) {}

  static async open(file: string | undefined): Promise<KeyValueStore> {
    const store = new KeyValueStore(file);
    if (file) {
      try {
        const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        store.values = new Map(Object.entries(saved));
      } catch {
        // No file yet, or an unreadable one: start empty.
      }
    }
    return store;
  }

  get(keys: string[]): KeyValuePair[] {
    return keys.map((key) => ({ key, value: this.values.has(key) ? this.values.get(key) : null }));
  }

  async set(pairs: KeyValuePair[]): Promise<KeyValuePair[]> {
    for (const { key, value } of pairs) {
      if (value === null || value === undefined) this.values.delete(key);
      else this.values.set(key, value);
    }
    await this.persist();
    return this.get(pairs.map(({ key }) => key));
  }

  /** Waits for pending writes (their failures were already reported to the caller of set). */
  flush(): Promise<void> {
    return this.writing;
  }

  private persist(): Promise<void> {
    const file = this.file;
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify(Object.fromEntries(this.values), null, 2);
    // Serialised so an older snapshot never overwrites a newer one.
    const next = this.writing
      .catch(() => undefined)
      .then(async () => {
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, snapshot);
        await rename(temporary, file);
      });
    this.writing = next.catch(() => undefined);
    return next;
  }
}
