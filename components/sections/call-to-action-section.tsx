import type { PageSection } from '@/lib/content/pages';
import { ContentLink } from '@/components/content-link';
import styles from './call-to-action-section.module.css';
import shared from './shared.module.css';

type CallToAction = Extract<PageSection, { _type: 'callToAction' }>;

export function CallToActionSection({ section }: { section: CallToAction }) {
  return (
    <section className={`${shared.section} container`} data-testid="call-to-action">
      <div className={styles.box}>
        <h2>{section.heading}</h2>
        {section.text ? <p className={styles.text}>{section.text}</p> : null}
        {section.actions?.length ? (
          <div className={styles.actions}>
            {section.actions.map((action, index) => (
              <ContentLink key={action._key} href={action.href} className={index === 0 ? 'button button--primary' : 'button button--ghost'}>
                {action.label}
              </ContentLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
