'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * DESIGN.md "The signed-in area uses TanStack Query over the /api helper": one client per browser tab. The
 * helper (lib/api/client.ts) already retries once where spec 7 allows it, so the queries do not retry again.
 */
export function AccountQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
