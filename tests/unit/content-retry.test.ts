import { describe, expect, it, vi } from 'vitest';
import { retryOnceOnNetworkError } from '@/lib/content/sanity-source';

const reset = () =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });

describe('a content query whose connection broke', () => {
  it('is tried once more after a reset socket, and answers', async () => {
    const run = vi.fn().mockRejectedValueOnce(reset()).mockResolvedValueOnce({ total: 12 });
    await expect(retryOnceOnNetworkError(run)).resolves.toEqual({ total: 12 });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('is tried once more when the client marks a network error, and fails if that fails too', async () => {
    const failure = Object.assign(new Error('socket hang up'), { isNetworkError: true });
    const run = vi.fn().mockRejectedValue(failure);
    await expect(retryOnceOnNetworkError(run)).rejects.toBe(failure);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('is not retried when the server answered with an error', async () => {
    const answered = Object.assign(new Error('Bad query'), { statusCode: 400 });
    const run = vi.fn().mockRejectedValue(answered);
    await expect(retryOnceOnNetworkError(run)).rejects.toBe(answered);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
