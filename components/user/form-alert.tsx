'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import styles from './user.module.css';

/**
 * A form's refusal (spec 8: the numbered errors), announced by screen readers as it appears and given focus,
 * so keyboard users land on what went wrong and on its links.
 */
export function FormAlert({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Once, as it appears: a new refusal is a new alert (the form keys it), and typing must keep its focus.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert} data-testid="form-alert">
      <h2 className={styles.alertTitle}>{title}</h2>
      {children}
    </div>
  );
}
