'use client';

import { useEffect } from 'react';
import { installChunkErrorReload } from '@/lib/api/chunk-reload';

/** spec 8: a failed chunk load reloads the page, at most once per guard window. */
export function ChunkErrorReload() {
  useEffect(() => installChunkErrorReload(), []);
  return null;
}
