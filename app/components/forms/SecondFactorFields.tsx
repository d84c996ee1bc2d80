// The second factor's two fields, shared by the correction, the waitlist
// offer and the admission's payment step (decision 067).
import { useTranslation } from '~/i18n/translation';

/**
 * The second factor that proves the applicant (the date of birth, or the
 * mobile's last four digits), named as the procedures read it (dob,
 * mobileLastFour); a refused post's values come back in `values`.
 */
export function SecondFactorFields({
  describedBy,
  invalid,
  values = {},
  idPrefix = '',
}: {
  describedBy: string;
  invalid: boolean;
  values?: Record<string, string>;
  /** Where one answer holds two factor forms (the study record and the fee account), each names its own fields. */
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}dob`}>{t('correction.dob')}</label>
        <input
          id={`${idPrefix}dob`}
          name="dob"
          type="date"
          autoComplete="bday"
          defaultValue={values.dob}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      </div>
      <p>{t('correction.or')}</p>
      <div className="field">
        <label htmlFor={`${idPrefix}mobileLastFour`}>{t('correction.mobileLastFour')}</label>
        <input
          id={`${idPrefix}mobileLastFour`}
          name="mobileLastFour"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]{4}"
          size={6}
          defaultValue={values.mobileLastFour}
          aria-invalid={invalid || undefined}
        />
      </div>
    </>
  );
}
