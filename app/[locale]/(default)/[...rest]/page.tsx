import { notFound } from 'next/navigation';

// spec 2: an unmatched route is a 404 (the not-found screen names the path).
export default function UnmatchedRoute() {
  notFound();
}
