import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { HighlightedText } from '@/components/highlighted-text';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = {
  kind: '404' | '500';
  title: string;
  text: string;
  /** A smaller line under the text, e.g. the path that was not found. */
  detail?: ReactNode;
  /** Runs before going home: the error boundary clears its error (spec 4). */
  onHome?: () => void;
};

/**
 * spec 2: the error screen. The document title is the error title; its first two words are highlighted. In the
 * browser through the 404 screen and the error boundaries' screen, which loads when one shows
 * (components/error-boundary-screen.tsx).
 */
export function ErrorScreen({ kind, title, text, detail, onHome }: Props) {
  const t = useTranslations('common.errors');
  // next/link with the path made here rather than next-intl's Link: its navigation code, in a chunk of each error
  // boundary's own, was 4 KiB gzip of every page's first load (issue 16).
  const home = localizedPath(toLocale(useLocale()), '/');
  return (
    <section className="error-screen" data-testid="error-screen" data-kind={kind}>
      <title>{title}</title>
      {/* A plain img: next/image serves an SVG as it is anyway, and its script, in every page's error boundaries, was
          5 KiB gzip of each page's first load (issue 16). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="error-screen__illustration"
        src={`/images/errors/${kind}.svg`}
        alt={t('illustrationAlt')}
        width={850}
        height={500}
        fetchPriority="high"
      />
      <h1 className="error-screen__title" data-testid="error-title">
        <HighlightedText text={title} mode={{ words: 2 }} />
      </h1>
      <p className="error-screen__text" data-testid="error-text">
        {text}
      </p>
      {detail ? <p className="error-screen__detail">{detail}</p> : null}
      <Link href={home} className="button button--primary" onClick={onHome} data-testid="error-home">
        {t('goHome')}
      </Link>
    </section>
  );
}
