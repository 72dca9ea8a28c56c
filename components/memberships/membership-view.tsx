'use client';

import { useLocale, useTranslations } from 'next-intl';
import accountStyles from '@/components/account/account.module.css';
import listStyles from '@/components/account/orders-table.module.css';
import type { AccountSubscription } from '@/lib/memberships/account-membership';
import { Link } from '@/lib/i18n/navigation';
import { SwitchToLifetime } from '@/components/account/switch-to-lifetime';
import { AutoRenewSwitch } from './auto-renew-switch';
import { InstancesTable } from './instances-table';
import { LicensesList } from './licenses-list';
import styles from './membership.module.css';
import { useMembership } from './membership-query';

/** spec 2 /account: the membership section, read in the browser from GET /api/account/licenses. */
export function MembershipView() {
  const t = useTranslations('shop.membership');
  const membership = useMembership();

  if (membership.isPending) {
    return (
      <p role="status" data-testid="membership-loading">
        {t('loading')}
      </p>
    );
  }
  if (membership.isError) {
    return (
      <div role="alert" className={listStyles.error} data-testid="membership-error">
        <p>{t('error')}</p>
        <button type="button" className="button button--ghost" onClick={() => void membership.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { subscription, licenses, max_instances: maxInstances } = membership.data;
  return (
    <div className={styles.membership}>
      {subscription ? (
        <SubscriptionCard subscription={subscription} maxInstances={maxInstances} revokePausedUntil={membership.data.revoke_paused_until} />
      ) : (
        <section className={accountStyles.card} data-testid="membership-empty">
          <p>{t('empty')}</p>
          <p>
            <Link href="/checkout" className="button button--primary">
              {t('choosePlan')}
            </Link>
          </p>
        </section>
      )}
      {licenses.length > 0 ? <LicensesList licenses={licenses} pausedUntil={membership.data.revoke_paused_until} /> : null}
    </div>
  );
}

function SubscriptionCard({
  subscription,
  maxInstances,
  revokePausedUntil,
}: {
  subscription: AccountSubscription;
  maxInstances: number;
  revokePausedUntil: string | null;
}) {
  const t = useTranslations('shop.membership');
  const tiers = useTranslations('shop.checkout.tiers');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const expiresOn = subscription.expires_at ? date.format(new Date(subscription.expires_at)) : null;
  const title = subscription.trial
    ? t('trial')
    : subscription.lifetime
      ? t('lifetime', { pcNum: subscription.pc_num })
      : tiers(subscription.tier ?? 'common');
  const renewTerm = subscription.period === 3 ? '3m' : '1y';
  const autocharge = subscription.autocharge_status;

  return (
    <section className={accountStyles.card} aria-labelledby="membership-plan" data-testid="membership-plan">
      <div className={styles.planHeader}>
        <h2 id="membership-plan" className={styles.tier} data-testid="membership-tier">
          {title}
        </h2>
        <div className={styles.planLinks}>
          {subscription.lifetime && subscription.pc_num >= 3 ? null : (
            <Link href="/checkout" className="button button--primary" data-testid="membership-upgrade">
              {t('upgrade')}
            </Link>
          )}
          {subscription.paid && !subscription.lifetime && subscription.expires_at ? (
            <SwitchToLifetime
              subscription={{ periodMonths: subscription.period, pcNum: subscription.pc_num, expiresAt: subscription.expires_at }}
              country=""
            />
          ) : null}
          {subscription.paid && !subscription.lifetime ? (
            <Link
              href={`/checkout?term=${renewTerm}&pc=${subscription.pc_num}`}
              className="button button--ghost"
              data-testid="membership-renew"
            >
              {t('renew')}
            </Link>
          ) : null}
        </div>
      </div>
      <dl className={accountStyles.details}>
        {subscription.lifetime ? null : (
          <>
            <dt>{t('term')}</dt>
            <dd data-testid="membership-term">
              {subscription.trial ? t('daysLeft', { days: subscription.days_left ?? 0 }) : t('period', { months: subscription.period })}
            </dd>
          </>
        )}
        <dt>{t('pcs')}</dt>
        <dd data-testid="membership-pcs">
          {t('pcsUsed', { used: subscription.active_pc_num, allowed: Math.min(subscription.pc_num, maxInstances) })}
        </dd>
        <dt>{t('expires')}</dt>
        <dd data-testid="membership-expires">{expiresOn ?? t('never')}</dd>
      </dl>
      {expiresOn && (autocharge === 1 || autocharge === 2) ? (
        <AutoRenewSwitch subscriptionId={subscription.id} status={autocharge} expiresOn={expiresOn} />
      ) : null}
      {autocharge === 3 ? <p className={styles.muted}>{t('autoRenew.finished')}</p> : null}
      <InstancesTable instances={subscription.instances} pausedUntil={revokePausedUntil} />
      {subscription.active_pc_num >= Math.min(subscription.pc_num, maxInstances) ? (
        <p className={styles.muted} data-testid="membership-support">
          {t('supportLimit')} <Link href="/help">{t('contactSupport')}</Link>
        </p>
      ) : null}
    </section>
  );
}
