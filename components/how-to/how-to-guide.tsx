import { useTranslations } from 'next-intl';
import type { HowToGuide as Guide } from '@/lib/content/how-to';
import { howToJsonLd, stepAnchor } from '@/lib/content/how-to-json-ld';
import { JsonLd } from '@/components/json-ld';
import { ContentLink } from '@/components/content-link';
import { ServerIsland } from '@/components/islands/server-island';
import { GuideText } from './guide-text';
import styles from './how-to-guide.module.css';

/**
 * A how-to guide: heading and introduction, what you need, the numbered steps, closing text, related guides, and the
 * same as HowTo data for search engines (in the island, so the payload carries neither).
 */
export function HowToGuide({ guide, pageUrl }: { guide: Guide; pageUrl: string }) {
  const t = useTranslations('how-to');
  const lang = guide.language.replace('_', '-');
  return (
    // A server island (issue 16): the guide is sent once, as markup.
    <ServerIsland
      kind="guide"
      shows={guide}
      locale={guide.language}
      as="article"
      className={`container ${styles.guide}`}
      lang={lang}
      testId="how-to-guide"
    >
      <header className={styles.header}>
        <h1>{guide.title}</h1>
        <p className={styles.intro}>{guide.intro}</p>
        {guide.device ? (
          <p className={styles.device}>
            <span className={styles.label}>{t('device')}</span> {guide.device}
          </p>
        ) : null}
      </header>

      {guide.requirements.length > 0 ? (
        <section className={styles.needs} aria-labelledby="how-to-needs">
          <h2 id="how-to-needs">{t('youWillNeed')}</h2>
          <ul>
            {guide.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="how-to-steps">
        <h2 id="how-to-steps" className={styles.stepsHeading}>
          {t('steps')}
        </h2>
        <ol className={styles.steps} data-testid="how-to-steps">
          {guide.steps.map((step, index) => (
            <li key={step.key} id={stepAnchor(index + 1)} className={styles.step}>
              {/* The space makes the heading read "Step 1 Connect…", not "Step 1Connect…". */}
              <h3 className={styles.stepTitle}>
                <span className={styles.stepNumber}>{t('step', { n: index + 1 })}</span> <span>{step.title}</span>
              </h3>
              <GuideText value={step.body} />
            </li>
          ))}
        </ol>
      </section>

      {guide.closing.length > 0 ? (
        <section className={styles.closing}>
          <GuideText value={guide.closing} />
        </section>
      ) : null}

      {guide.related.length > 0 ? (
        <nav className={styles.related} aria-labelledby="how-to-related">
          <h2 id="how-to-related">{t('relatedGuides')}</h2>
          <ul>
            {guide.related.map((link) => (
              <li key={link.key}>
                <ContentLink href={link.href}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <JsonLd data={howToJsonLd(guide, pageUrl)} />
    </ServerIsland>
  );
}
