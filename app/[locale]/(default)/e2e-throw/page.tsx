import { notFound } from 'next/navigation';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { testRoutesEnabled } from '@/lib/http/test-routes';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<PageSearchParams> };

// The end-to-end tests need a page that fails on the server; it exists only when they switch it on.
// `?about=` goes into the error's message, as a customer's address would (tests/e2e/error-reports.spec.ts).
export default async function ThrowForTests({ searchParams }: Props) {
  if (!testRoutesEnabled()) notFound();
  const about = singleParam(await searchParams, 'about');
  throw new Error(`Thrown on purpose by the end-to-end tests${about ? ` about ${about}` : ''}`);
}
