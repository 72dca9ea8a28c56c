import styles from './user.module.css';

/** The wait while a mailed link is checked; a status, so screen readers hear it once. */
export function Progress({ text }: { text: string }) {
  return (
    <p role="status" aria-busy="true" className={styles.notice} data-testid="link-progress">
      {text}
    </p>
  );
}
