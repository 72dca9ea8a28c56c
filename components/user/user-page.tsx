import type { ReactNode } from 'react';
import styles from './user.module.css';

/** The frame of every /user/* page: its heading, an optional intro, the form or state below. */
export function UserPage({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId: string }) {
  return (
    <div className={`container ${styles.page}`} data-testid={testId}>
      <h1>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}

/** The links under a form to the other /user/* pages. */
export function UserLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}
