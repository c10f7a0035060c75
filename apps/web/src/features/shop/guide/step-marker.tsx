import styles from './seller-center-illustration.module.css';

/** The numbered purple dot that ties a guide step to its place on the illustration. */
export function StepMarker({ n }: { n: number }) {
  return (
    <span className={styles.marker} aria-hidden>
      {n}
    </span>
  );
}
