import { isOfferOver } from './offer-end';
import type { Locale } from '@/lib/i18n/config';
import { contentLocale } from './locale';
import { offerBannerQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

/**
 * The offer banner (spec 3: price, priceOld, enabled; issue 25: when it ends) as the site shows it. The Studio
 * names the plan (checkout tab and PC count); its price and priceOld are the shop's (components/layout).
 */
export interface OfferBanner {
  enabled: boolean;
  plan: { term: string; pcNum: number };
  text: string;
  buttonLabel: string;
  /** When the offer ends (ISO 8601): the banner says so and is gone after it. */
  endsAt: string;
  /** `endsAt` as the page's language writes a date, in the time zone its message names. */
  endsAtText: string;
}

// Issue 25: the Chinese pages give the end in Beijing time, the others in UTC (their messages say which).
const END_TIME_ZONE: Record<Locale, string> = { en: 'UTC', 'zh-CN': 'Asia/Shanghai' };

/** The end of an offer as `locale` writes it, in that locale's time zone: "31 December 2027, 15:59" or "2027年12月31日 23:59". */
export function offerEndText(endsAt: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: END_TIME_ZONE[locale],
  }).format(endsAt);
}

/**
 * The published banner in a locale, or null when there is none, it has no text or plan to show, or no end date, or
 * its offer is over: a "limited-time" price must say until when (issue 25: Chinese pricing rules).
 */
export async function offerBanner(locale: Locale, now: Date = new Date()): Promise<OfferBanner | null> {
  const row = await fetchContent(offerBannerQuery, { locale: contentLocale(locale) }, { tags: [CONTENT_TAGS.offerBanner] });
  if (!row?.term || typeof row.pcNum !== 'number' || !row.text || !row.buttonLabel || !row.endsAt) return null;
  const endsAt = new Date(row.endsAt);
  if (Number.isNaN(endsAt.getTime()) || isOfferOver(row.endsAt, now.getTime())) return null;
  return {
    enabled: row.enabled === true,
    plan: { term: row.term, pcNum: row.pcNum },
    text: row.text,
    buttonLabel: row.buttonLabel,
    endsAt: endsAt.toISOString(),
    endsAtText: offerEndText(endsAt, locale),
  };
}
