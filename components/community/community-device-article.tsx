import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { useTranslations } from 'next-intl';
import type { CommunityDevicePage } from '@/lib/content/community-device';
import { ContentLink } from '@/components/content-link';
import styles from './community-device-article.module.css';

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) =>
      typeof value?.href === 'string' ? <ContentLink href={value.href}>{children}</ContentLink> : <>{children}</>,
  },
};

/** A gamepad's community page: what it is, what players share for it in the program, its how-to guide. */
export function CommunityDeviceArticle({ page }: { page: CommunityDevicePage }) {
  const t = useTranslations('how-to.community');
  const lang = page.language.replace('_', '-');
  return (
    <article className={`container ${styles.article}`} lang={lang} data-testid="community-device" data-device={page.device}>
      <header className={styles.header}>
        <ContentLink href="/community" className={styles.back}>
          {t('back')}
        </ContentLink>
        <h1>{page.title}</h1>
        <p className={styles.intro}>{page.intro}</p>
        <p className={styles.device}>
          <span className={styles.label}>{t('device')}</span> {page.deviceName}
        </p>
      </header>

      <section aria-labelledby="community-shared">
        <h2 id="community-shared">{t('shared')}</h2>
        <ul className={styles.shared} data-testid="community-shared">
          {page.shared.map((item) => (
            <li key={item.key} className={styles.card}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.body} aria-labelledby="community-program">
        <h2 id="community-program">{t('inTheProgram')}</h2>
        <PortableText value={page.body} components={components} />
      </section>

      {page.guide ? (
        <nav className={styles.guide} aria-labelledby="community-guide">
          <h2 id="community-guide">{t('guide')}</h2>
          <p>
            <ContentLink href={page.guide.href} className="button button--primary">
              {page.guide.label}
            </ContentLink>
          </p>
        </nav>
      ) : null}
    </article>
  );
}
