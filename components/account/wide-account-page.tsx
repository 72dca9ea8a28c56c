import type { ReactNode } from 'react';
import styles from './account.module.css';

/** An account page with a table (payment history, customers, membership): its title, intro and content. */
export function WideAccountPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.page} ${styles.widePage}`}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
