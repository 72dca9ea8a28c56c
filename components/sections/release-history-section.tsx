import type { PageSection } from '@/lib/content/pages';
import { toReleaseSummaries } from '@/lib/content/releases';
import { ReleaseHistoryTable } from '@/components/releases/release-history-table';

type ReleaseHistory = Extract<PageSection, { _type: 'releaseHistory' }>;

/** The release notes history placed on a page by an editor; the page query joins the releases. */
export function ReleaseHistorySection({ section }: { section: ReleaseHistory }) {
  return (
    <div className="container">
      <ReleaseHistoryTable releases={toReleaseSummaries(section.releases)} heading={section.heading} />
    </div>
  );
}
