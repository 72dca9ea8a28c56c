import type { PageSection } from '@/lib/content/pages';
import { ContentLink } from '@/components/content-link';
import styles from './download-buttons-section.module.css';
import shared from './shared.module.css';

type DownloadButtons = Extract<PageSection, { _type: 'downloadButtons' }>;

/** spec 1: Download, Try for free and Download for ARM; a button an editor removed is not shown. */
export function DownloadButtonsSection({ section }: { section: DownloadButtons }) {
  const buttons = [
    { key: 'download', link: section.download, className: 'button button--primary' },
    { key: 'trial', link: section.trial, className: 'button button--ghost' },
    { key: 'downloadArm', link: section.downloadArm, className: 'button button--ghost' },
  ];
  return (
    <section className={`${shared.section} container`} data-testid="download-buttons">
      {section.heading ? <h2>{section.heading}</h2> : null}
      {section.text ? <p className={shared.intro}>{section.text}</p> : null}
      <div className={styles.buttons}>
        {buttons.map(({ key, link, className }) =>
          link ? (
            <ContentLink key={key} href={link.href} className={className}>
              {link.label}
            </ContentLink>
          ) : null,
        )}
      </div>
    </section>
  );
}
