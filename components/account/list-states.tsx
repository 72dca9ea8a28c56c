'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styles from './orders-table.module.css';

// The account area's searchable lists (payment history, customers): the search box, and the loading, error
// and empty states around the table, so every list says the same things the same way.

export function ListSearch({
  id,
  label,
  value,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <div className={styles.search}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        inputMode="email"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </div>
  );
}

export interface ListTexts {
  loading: string;
  error: string;
  retry: string;
  /** What an empty list says (with or without a search). */
  empty: string;
}

/** `children` renders the rows once there are some; before that, a status a screen reader announces. */
export function ListStates<T>({
  query,
  texts,
  testId,
  children,
}: {
  query: UseQueryResult<T[]>;
  texts: ListTexts;
  testId: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" data-testid={`${testId}-loading`}>
        {texts.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={styles.error} data-testid={`${testId}-error`}>
        <p>{texts.error}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <p role="status" data-testid={`${testId}-empty`}>
        {texts.empty}
      </p>
    );
  }
  return children(query.data);
}
