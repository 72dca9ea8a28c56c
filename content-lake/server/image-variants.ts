// Rendered image variants, kept in memory (least recently used out first, within a byte budget). A
// variant's URL never changes what it shows (the file name is the content's hash), so an entry never
// goes stale; requests for a variant being rendered wait for that one rendering.

export class ImageVariantCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const started = render()
      .then((variant) => {
        this.keep(key, variant);
        return variant;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, started);
    return started;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, variant: Buffer): void {
    // A variant larger than a quarter of the budget would evict too much: serve it uncached.
    if (variant.length > this.maxBytes / 4) return;
    this.entries.set(key, variant);
    this.bytes += variant.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
