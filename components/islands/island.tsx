'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, type ReactNode, use, useEffect, useState } from 'react';
import { clientNavigationTarget } from '@/lib/ui/client-navigation';
import { ISLAND_MARK } from '@/lib/ui/islands/mark';

export type IslandTag = 'div' | 'ul' | 'dl' | 'tbody' | 'section' | 'article';
/** The island element's own attributes: each is left out of the payload when not given. */
export type IslandAttributes = { as?: IslandTag; className?: string; lang?: string; testId?: string };
/** What the server sends: the mark and the island's tree; the page's inline payload carries the mark alone. */
export type IslandContent = Promise<readonly [typeof ISLAND_MARK, ReactNode?]>;

/**
 * The markup of islands this page has hydrated, by island id: a return to the page within the app (the router renders
 * it again from the payload the page loaded with, which has no tree) shows it again.
 */
const hydratedMarkup = new Map<string, string>();

function markupInDocument(id: string): string | undefined {
  const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  const markup = element?.innerHTML;
  if (markup !== undefined) hydratedMarkup.set(id, markup);
  return markup ?? hydratedMarkup.get(id);
}

/**
 * Issue 16: a server-rendered part of a page that the browser keeps as it came (components/islands/server-island.tsx).
 * With the tree (a page rendered in the browser after a navigation), it renders it; without (the page's first load),
 * it adopts the markup already in the document, so React neither receives nor hydrates the tree, and clicks on its
 * links still navigate within the app.
 */
export function Island({
  id,
  as: Tag = 'div',
  className,
  lang,
  testId,
  content,
}: IslandAttributes & { id: string; content: IslandContent }) {
  const [, tree] = use(content);
  const router = useRouter();
  const [markup] = useState(() => (tree === undefined ? markupInDocument(id) : undefined));
  const lost = tree === undefined && markup === undefined;
  // Neither the tree nor markup to keep (cannot happen on a page that hydrated it): fetch the page anew.
  useEffect(() => {
    if (lost) router.refresh();
  }, [lost, router]);

  if (tree !== undefined) {
    return (
      <Tag data-island={id} className={className} lang={lang} data-testid={testId}>
        {tree}
      </Tag>
    );
  }
  const navigate = (event: MouseEvent<HTMLElement>) => {
    const target = clientNavigationTarget(event.nativeEvent);
    if (!target) return;
    event.preventDefault();
    router.push(`${target.pathname}${target.search}${target.hash}`);
  };
  return (
    <Tag
      data-island={id}
      className={className}
      lang={lang}
      data-testid={testId}
      onClick={navigate}
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
      suppressHydrationWarning
    />
  );
}
