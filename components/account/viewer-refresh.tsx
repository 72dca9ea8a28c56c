'use client';

import { useEffect } from 'react';

/**
 * After a purchase: asks the server for the account's offer-banner hint again (GET /api/account/viewer sets
 * the cookie), so the banner stops offering a plan the account now holds. Renders nothing; a failure leaves
 * the old hint, which only decides whether a banner shows.
 */
export function ViewerRefresh() {
  useEffect(() => {
    void fetch('/api/account/viewer', { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
  }, []);
  return null;
}
