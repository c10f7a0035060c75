import { TEMU_TOKEN_STEPS } from './temu-guide-data';
import { StepMarker } from './step-marker';
import styles from './temu-token-steps.module.css';

/** The four steps to a token, numbered like the illustration's markers. */
export function TemuTokenSteps() {
  return (
    <ol className={styles.list}>
      {TEMU_TOKEN_STEPS.map((step, i) => (
        <li key={step.title} className={styles.item}>
          <StepMarker n={i + 1} />
          <span>
            <div className={styles.title}>{step.title}</div>
            <div className={styles.text}>{step.text}</div>
          </span>
        </li>
      ))}
    </ol>
  );
}
