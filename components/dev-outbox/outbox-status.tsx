import { useTranslations } from 'next-intl';
import type { OutboxMailStatus } from '@/lib/mail/outbox';
import styles from './outbox.module.css';

export function OutboxStatus({ status }: { status: OutboxMailStatus }) {
  const t = useTranslations('mail.outbox.status');
  return (
    <span className={styles.status} data-status={status}>
      {t(status)}
    </span>
  );
}
