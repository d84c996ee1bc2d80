// The full batches of the session (decision 051): the form offers to join
// one's waitlist without paying; the button's name sends waitlist=on.
import { useTranslation } from '~/i18n/translation';
import styles from './forms.module.css';
import { useFormLabels } from './labels';

export interface FullBatch {
  id: number;
  courseCode: string;
  courseName: string;
  centre: string;
  courseMode: string;
  starts: string;
}

export function WaitlistFieldset(props: { fullBatches?: FullBatch[]; sending: boolean; onJoin: () => void }) {
  const { t } = useTranslation();
  const labels = useFormLabels();
  const { sending } = props;
  return (
    <>
      {props.fullBatches && props.fullBatches.length > 0 ? (
        <fieldset className={styles.fieldset} id="waitlist-part">
          <legend>{t('waitlist.legend')}</legend>
          <p>{t('waitlist.intro')}</p>
          <ul className={styles.waitlistBatches}>
            {props.fullBatches.map((batch) => (
              <li key={batch.id}>
                {labels.course(batch.courseCode, batch.courseName)} · {labels.centre(batch.centre)} ·{' '}
                {labels.courseMode(batch.courseMode)} · {t('intakes.starts', { date: batch.starts })}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <button type="submit" name="waitlist" value="on" className="btn" disabled={sending} onClick={props.onJoin}>
              {t('waitlist.join')}
            </button>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
