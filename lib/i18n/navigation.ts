import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link and router: every internal link goes through these. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
