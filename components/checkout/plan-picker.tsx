'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef } from 'react';
import { tierOf } from '@/lib/commerce/tiers';
import { purchaseOf } from '@/lib/commerce/upgrade-rules';
import { CHECKOUT_TERMS, type CheckoutTerm, PC_NUMS_BY_TERM, type PlanChoice, planOf } from '@/lib/commerce/plans';
import { PlanTilePrice } from '@/components/shop/plan-price';
import type { PlanPriceList } from '@/lib/commerce/plan-price-list';
import styles from './checkout.module.css';

interface PlanPickerProps {
  term: CheckoutTerm;
  pcNum: number;
  upgradable: Record<CheckoutTerm, boolean>;
  heldPlan: PlanChoice | null;
  /** The shop's prices in the buyer's currency; undefined while they are on their way. */
  prices: PlanPriceList | undefined;
  onTerm: (term: CheckoutTerm, pcNum: number) => void;
  onPcNum: (pcNum: number) => void;
}

/** The PC count kept across tabs where the new tab sells it, else the nearest it sells below (or its first). */
function pcNumFor(term: CheckoutTerm, pcNum: number): number {
  const options = PC_NUMS_BY_TERM[term];
  if (options.includes(pcNum)) return pcNum;
  return [...options].reverse().find((option) => option < pcNum) ?? options[0] ?? 1;
}

/** spec 2: the tabs 3 months, 1 year and lifetime (ARIA tabs: arrow keys, Home, End) and the device count. */
export function PlanPicker({ term, pcNum, upgradable, heldPlan, prices, onTerm, onPcNum }: PlanPickerProps) {
  const t = useTranslations('shop.checkout');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = CHECKOUT_TERMS[(index + CHECKOUT_TERMS.length) % CHECKOUT_TERMS.length] ?? '1y';
    onTerm(next, pcNumFor(next, pcNum));
    tabs.current[CHECKOUT_TERMS.indexOf(next)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = CHECKOUT_TERMS.indexOf(term);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: CHECKOUT_TERMS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const planText = (plan: PlanChoice) =>
    plan.kind === 'lifetime'
      ? t('plan.lifetime', { pcs: plan.pcNum })
      : t('plan.subscription', { months: plan.periodMonths, pcs: plan.pcNum });

  return (
    <section className={styles.card} aria-labelledby="plan-heading">
      <h2 id="plan-heading">{t('planHeading')}</h2>
      {heldPlan ? <p className={styles.muted}>{t('heldPlan', { plan: planText(heldPlan) })}</p> : null}
      <div role="tablist" aria-label={t('terms.label')} className={styles.tabs}>
        {CHECKOUT_TERMS.map((option, index) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`term-tab-${option}`}
            aria-selected={term === option}
            aria-controls="term-panel"
            tabIndex={term === option ? 0 : -1}
            className={styles.tab}
            data-upgradable={upgradable[option]}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {t(`terms.${option}`)}
            {upgradable[option] ? null : <span className={styles.badge}>{t('nonUpgradableBadge')}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="term-panel" aria-labelledby={`term-tab-${term}`} className={styles.panel}>
        {upgradable[term] && purchaseOf(heldPlan, planOf(term, pcNum)) !== null ? null : (
          <p className={styles.notice} data-testid="non-upgradable">
            {t('nonUpgradable')}
          </p>
        )}
        <fieldset className={styles.devices}>
          <legend className={styles.legend}>{t('devices.label')}</legend>
          {PC_NUMS_BY_TERM[term].map((option) => (
            <label
              key={option}
              className={styles.device}
              data-selected={pcNum === option}
              data-upgradable={purchaseOf(heldPlan, planOf(term, option)) !== null}
            >
              <input type="radio" name="pcNum" value={option} checked={pcNum === option} onChange={() => onPcNum(option)} />
              <span className={styles.deviceName}>
                {term === 'lifetime' ? t('devices.lifetimeOption', { pc_num: option }) : t('devices.option', { pcs: option })}
              </span>
              <span className={styles.tier}>{t(`tiers.${tierOf(planOf(term, option))}`)}</span>
              <PlanTilePrice list={prices} plan={planOf(term, option)} className={styles.tilePrice} />
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
