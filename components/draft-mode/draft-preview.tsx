'use client';

import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

/**
 * Shown only in draft mode: Sanity's visual editing (loaded on demand, so visitors never download it)
 * re-renders the page as the editor types in the Studio, and a bar says these are drafts with a way out.
 */
export function DraftPreview() {
  const t = useTranslations('common.draftMode');
  const router = useRouter();
  const pathname = usePathname();

  // Every edit in the Studio: fetch the page again from the server, which reads the drafts.
  const refresh = (): Promise<void> => {
    router.refresh();
    return new Promise((resolve) => setTimeout(resolve, 500));
  };

  return (
    <>
      <VisualEditing refresh={refresh} />
      <aside className="draft-mode-bar" data-testid="draft-mode-bar" aria-label={t('label')}>
        <span>{t('text')}</span>
        {/* Leaving draft mode changes state: a POST (app/api/draft-mode/disable), which carries the Origin header. */}
        <form method="post" action="/api/draft-mode/disable">
          <input type="hidden" name="redirect" value={pathname} />
          <button type="submit">{t('exit')}</button>
        </form>
      </aside>
    </>
  );
}
