import { useTranslations } from 'next-intl';
import type { ReleaseDownload } from '@/lib/content/releases';
import styles from './release-downloads.module.css';

/** spec 1: the download buttons, 'Download' (x64, the main one) and 'Download for ARM'. */
export function ReleaseDownloads({ downloads }: { downloads: readonly ReleaseDownload[] }) {
  const t = useTranslations('releases.release');
  return (
    <div className={styles.buttons}>
      {downloads.map(({ architecture, label, url }) => (
        <a
          key={architecture}
          href={url}
          className={`button ${architecture === 'x64' ? 'button--primary' : 'button--ghost'}`}
          data-architecture={architecture}
        >
          {label || (architecture === 'x64' ? t('download') : t('downloadArm'))}
        </a>
      ))}
    </div>
  );
}
