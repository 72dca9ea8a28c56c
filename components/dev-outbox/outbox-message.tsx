import { useFormatter, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { outboxFrameDocument } from '@/lib/mail/links';
import type { OutboxMail } from '@/lib/mail/outbox';
import { OutboxStatus } from './outbox-status';
import styles from './outbox.module.css';

/** Only links a mail may carry are made clickable here; anything else is shown as text. */
const CLICKABLE = /^(https?:|mailto:)/i;

/** One mail of the development outbox: its headers, its links, its HTML part (sandboxed) and its text part. */
export function OutboxMessage({ mail, from }: { mail: OutboxMail; from: string }) {
  const t = useTranslations('mail.outbox');
  const format = useFormatter();
  const date = new Date(mail.sentAt ?? mail.createdAt);
  const headers: [string, string][] = [
    [t('from'), from],
    [t('to'), mail.to],
    ...(mail.replyTo ? [[t('replyTo'), mail.replyTo] as [string, string]] : []),
    [t('subject'), mail.subject],
    [t('date'), format.dateTime(date, { dateStyle: 'full', timeStyle: 'long' })],
    [t('language'), mail.locale],
    [t('kind'), mail.kind],
    ['Message-ID', mail.messageId],
    // A list mail's List-Unsubscribe and List-Unsubscribe-Post, as SMTP sends them (issue 19).
    ...Object.entries(mail.headers),
    [t('attempts'), String(mail.attempts)],
    ...(mail.lastError && mail.status !== 'sent' ? [[t('lastError'), mail.lastError] as [string, string]] : []),
  ];
  return (
    <article data-testid="outbox-message">
      <Link href="/dev/outbox" className={styles.back}>
        {t('back')}
      </Link>
      <h1 className={styles.subject}>{mail.subject}</h1>
      <OutboxStatus status={mail.status} />

      <section className={styles.section} aria-labelledby="outbox-headers">
        <h2 id="outbox-headers">{t('headers')}</h2>
        <dl className={styles.headers}>
          {headers.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="outbox-links">
        <h2 id="outbox-links">{t('links')}</h2>
        {mail.links.length === 0 ? (
          <p>{t('noLinks')}</p>
        ) : (
          <ul className={styles.links} data-testid="outbox-links">
            {mail.links.map((href) => (
              <li key={href}>{CLICKABLE.test(href) ? <a href={href}>{href}</a> : href}</li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="outbox-html">
        <h2 id="outbox-html">{t('html')}</h2>
        {/* No scripts and no same-origin access: the mail's HTML cannot touch this page or the site. */}
        <iframe
          className={styles.frame}
          title={t('htmlFrame')}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={outboxFrameDocument(mail.html)}
          data-testid="outbox-html"
        />
      </section>

      <section className={styles.section} aria-labelledby="outbox-text">
        <h2 id="outbox-text">{t('text')}</h2>
        <pre className={styles.text} data-testid="outbox-text">
          {mail.text}
        </pre>
      </section>
    </article>
  );
}
