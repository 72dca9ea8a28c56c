import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * A link written by an editor: a site path stays in the visitor's language (and loads client-side);
 * an anchor or another site is a plain link, the latter in a new tab.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
