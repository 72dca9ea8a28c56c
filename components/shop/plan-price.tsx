'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatAmount, fromPerMonthBilledAnnually, perDeviceLifetime, perDeviceYear } from '@/lib/commerce/price-display';
import {
  cheapestOneYear,
  cheapestOneYearPerDevice,
  type InitialPlanPrices,
  largestLifetime,
  type PlanPrice,
  type PlanPriceList,
  priceOfPlan,
  smallestLifetime,
} from '@/lib/commerce/plan-price-list';
import type { PlanChoice } from '@/lib/commerce/plans';
import { usePlanPrices } from './use-plan-prices';
import styles from './plan-price.module.css';

/**
 * Where prices go: the lines keep their height while the prices are still on their way (a visitor whose
 * currency is not the one the page was rendered in), so nothing below them moves when they arrive.
 */
function PriceLines({
  list,
  lines,
  testId,
  className = '',
  children,
}: {
  list: PlanPriceList | undefined;
  lines: number;
  testId: string;
  className?: string;
  children: (list: PlanPriceList) => ReactNode;
}) {
  return (
    <span
      className={`${styles.lines} ${className}`}
      style={{ minHeight: `${lines * 1.5}em` }}
      data-testid={testId}
      aria-busy={list === undefined}
    >
      {list ? children(list) : null}
    </span>
  );
}

/** A price with its former price (spec 3 price_old) struck through before it, where the shop sets one. */
export function PriceWithOld({ price, currency }: { price: Pick<PlanPrice, 'amount' | 'amountOld'>; currency: PlanPriceList['currency'] }) {
  const t = useTranslations('shop.price');
  if (price.amountOld === null) return <strong data-testid="price">{formatAmount(price.amount, currency)}</strong>;
  return (
    <>
      <span className="visually-hidden">{t('oldPrice')} </span>
      <s className={styles.old} data-testid="price-old">
        {formatAmount(price.amountOld, currency)}
      </s>{' '}
      <span className="visually-hidden">{t('newPrice')} </span>
      <strong data-testid="price">{formatAmount(price.amount, currency)}</strong>
    </>
  );
}

/** The price of one plan on a checkout tile: per device a year, or per device for life with more than one PC. */
export function PlanTilePrice({ list, plan, className }: { list: PlanPriceList | undefined; plan: PlanChoice; className?: string }) {
  const t = useTranslations('shop.price');
  return (
    <PriceLines list={list} lines={2} testId="tile-price" className={className}>
      {(prices) => {
        const price = priceOfPlan(prices, plan);
        if (!price) return null;
        const each =
          plan.kind === 'lifetime'
            ? plan.pcNum > 1 && perDeviceLifetime(t, price.amount, plan.pcNum, prices.currency)
            : plan.periodMonths === 12 && perDeviceYear(t, price.amount, plan.pcNum, prices.currency);
        return (
          <>
            <span className={styles.line}>
              <PriceWithOld price={price} currency={prices.currency} />
            </span>
            {each ? (
              <span className={styles.line} data-testid="price-each">
                {each}
              </span>
            ) : null}
          </>
        );
      }}
    </PriceLines>
  );
}

/** spec 1's two phrases for the subscription: from so much a month billed annually, and so much per device a year. */
export function SubscriptionPrices({ initial }: { initial: InitialPlanPrices | null }) {
  const t = useTranslations('shop.price');
  const list = usePlanPrices(initial);
  return (
    <PriceLines list={list} lines={2} testId="subscription-prices">
      {(prices) => {
        const cheapest = cheapestOneYear(prices);
        const perDevice = cheapestOneYearPerDevice(prices);
        return (
          <>
            {cheapest ? (
              <span className={styles.line} data-testid="from-per-month">
                {fromPerMonthBilledAnnually(t, cheapest.amount, prices.currency)}
              </span>
            ) : null}
            {perDevice ? (
              <span className={styles.line} data-testid="per-device-year">
                {perDeviceYear(t, perDevice.amount, perDevice.pcNum, prices.currency)}
              </span>
            ) : null}
          </>
        );
      }}
    </PriceLines>
  );
}

/** Lifetime access: its lowest price (the former one struck through) and, spec 9, the per-device price of the largest. */
export function LifetimePrices({ initial }: { initial: InitialPlanPrices | null }) {
  const t = useTranslations('shop.price');
  const list = usePlanPrices(initial);
  return (
    <PriceLines list={list} lines={2} testId="lifetime-prices">
      {(prices) => {
        const lowest = smallestLifetime(prices);
        const largest = largestLifetime(prices);
        return (
          <>
            {lowest ? (
              <span className={styles.line} data-testid="lifetime-price">
                <PriceWithOld price={lowest} currency={prices.currency} />
              </span>
            ) : null}
            {largest && largest.pcNum > 1 ? (
              <span className={styles.line} data-testid="lifetime-per-device">
                {perDeviceLifetime(t, largest.amount, largest.pcNum, prices.currency)}
              </span>
            ) : null}
          </>
        );
      }}
    </PriceLines>
  );
}
