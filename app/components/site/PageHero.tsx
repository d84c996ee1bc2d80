import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

/** The coloured band at the top of every public page, holding its one <h1>. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  art,
  compact = false,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** A decorative inline SVG shown beside the text on wide screens. */
  art?: ReactNode;
  compact?: boolean;
}) {
  return (
    <section className={`${styles.hero} ${compact ? styles.compact : ''}`}>
      <div className={`container ${styles.inner} ${art ? styles.withArt : ''}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {art ? (
          <div className={styles.art} aria-hidden="true">
            {art}
          </div>
        ) : null}
      </div>
    </section>
  );
}
