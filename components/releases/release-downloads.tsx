import { useTranslations } from 'next-intl';
import type { ReleaseDownload } from '@/lib/content/releases';
import { displayedHref } from '@/lib/text/link-allow-list';
import styles from './release-downloads.module.css';

/**
 * spec 1: the download buttons, 'Download' (x64, the main one) and 'Download for ARM'. Their URLs are
 * content: held to spec 5's list (plus https to other hosts, DESIGN "Displayed links") at render time.
 */
export function ReleaseDownloads({ downloads }: { downloads: readonly ReleaseDownload[] }) {
  const t = useTranslations('releases.release');
  return (
    <div className={styles.buttons}>
      {downloads.map(({ architecture, label, url }) => (
        <a
          key={architecture}
          href={displayedHref(url, { otherHttpsHosts: true })}
          className={`button ${architecture === 'x64' ? 'button--primary' : 'button--ghost'}`}
          data-architecture={architecture}
        >
          {label || (architecture === 'x64' ? t('download') : t('downloadArm'))}
        </a>
      ))}
    </div>
  );
}
