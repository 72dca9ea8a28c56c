'use client';

import { useEffect, useRef } from 'react';
import styles from './lake-guide.module.css';

/** The guide's wording in one language (common.studio.lakeGuide). */
export interface LakeGuideCopy {
  untrustedTitle: string;
  untrusted: string;
  openLake: string;
  acceptHint: string;
  trustForGood: string;
  downTitle: string;
  down: string;
  startIt: string;
  waiting: string;
}

/**
 * What the Studio shows instead of Sanity's error screen when this browser cannot reach the local Content Lake
 * (issue 24): one sentence on what is happening and one way on. It waits for the lake itself (studio/lake-reach.ts),
 * so nobody reloads by hand.
 */
export function LakeGuide({
  kind,
  address,
  copy,
  lang,
}: {
  kind: 'untrusted' | 'down';
  address: string;
  copy: LakeGuideCopy;
  lang: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes the focus when what the guide says changes, so a screen reader reads the new state first.
  useEffect(() => heading.current?.focus(), [kind]);
  return (
    <main className={styles.guide} lang={lang}>
      <div className={styles.card}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {kind === 'untrusted' ? copy.untrustedTitle : copy.downTitle}
        </h1>
        {kind === 'untrusted' ? (
          <>
            <p>{copy.untrusted}</p>
            <a className={styles.button} href={`${address}/`} target="_blank" rel="noopener noreferrer">
              {copy.openLake}
            </a>
            <p className={styles.muted}>{copy.acceptHint}</p>
            <p className={styles.muted}>
              {copy.trustForGood} <code className={styles.code}>npm run trust-local-cert</code>
            </p>
          </>
        ) : (
          <>
            <p>{copy.down}</p>
            <p>
              {copy.startIt} <code className={styles.code}>npm start</code>
            </p>
          </>
        )}
        <p className={styles.waiting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {copy.waiting} <code className={styles.address}>{address}</code>
        </p>
      </div>
    </main>
  );
}
