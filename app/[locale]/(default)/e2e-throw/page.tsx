import { notFound } from 'next/navigation';
import { testRoutesEnabled } from '@/lib/http/test-routes';

export const dynamic = 'force-dynamic';

// The end-to-end tests need a page that fails on the server; it exists only when they switch it on.
export default function ThrowForTests() {
  if (!testRoutesEnabled()) notFound();
  throw new Error('Thrown on purpose by the end-to-end tests');
}
