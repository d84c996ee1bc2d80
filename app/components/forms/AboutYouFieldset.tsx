// The application form's part about the applicant, and a guardian's name and
// consent for one under 18 (always shown without JavaScript).
import { useTranslation } from '~/i18n/translation';
import { useEmailOn } from '~/utils/email-on';
import { adultAge, ageOn } from '../../../domain/schemas/rules';
import { genders } from '../../../domain/vocabulary';
import { describedBy, Field, FieldError, type FieldErrors } from './fields';
import styles from './forms.module.css';

export function AboutYouFieldset(props: {
  hydrated: boolean;
  dob: string;
  setDob: (dob: string) => void;
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const emailOn = useEmailOn();
  const { values, errors, setDob } = props;
  const age = ageOn(props.dob);
  const showGuardian = !props.hydrated || (age !== null && age < adultAge);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('application.aboutYou')}</legend>
      <div className={styles.grid}>
        <Field id="name" label={t('application.fullName')} errors={errors}>
          <input id="name" name="name" autoComplete="name" defaultValue={values.name} {...describedBy('name', errors)} />
        </Field>
        <Field id="fatherName" label={t('application.fatherName')} errors={errors}>
          <input id="fatherName" name="fatherName" defaultValue={values.fatherName} {...describedBy('fatherName', errors)} />
        </Field>
        <Field id="dob" label={t('application.dob')} errors={errors}>
          <input
            id="dob"
            name="dob"
            type="date"
            autoComplete="bday"
            defaultValue={values.dob}
            onChange={(event) => setDob(event.currentTarget.value)}
            {...describedBy('dob', errors)}
          />
        </Field>
        <div>
          <fieldset className={styles.radios} {...describedBy('gender', errors)}>
            <legend>{t('application.gender')}</legend>
            {genders.values.map((value) => (
              <label key={value}>
                <input type="radio" name="gender" value={value} defaultChecked={values.gender === value} />
                {t(`vocabulary.genders.${value}`)}
              </label>
            ))}
          </fieldset>
          <FieldError id="gender" errors={errors.gender} />
        </div>
        <Field id="mobile" label={t('application.mobile')} hint={t('application.mobileHint')} errors={errors}>
          <input
            id="mobile"
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('application.mobileHint')}
            defaultValue={values.mobile}
            {...describedBy('mobile', errors, true)}
          />
        </Field>
        <Field
          id="email"
          label={<EmailLabel text={t('application.email')} optional={emailOn ? null : t('application.optional')} />}
          errors={errors}
        >
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            {...describedBy('email', errors)}
          />
        </Field>
        <Field id="address" label={t('application.address')} errors={errors} className={styles.wide}>
          <textarea
            id="address"
            name="address"
            autoComplete="street-address"
            rows={3}
            defaultValue={values.address}
            {...describedBy('address', errors)}
          />
        </Field>
      </div>
      {showGuardian ? (
        <div className={styles.notice}>
          <p>
            <strong>{t('application.under18Title')}</strong> {t('application.under18Text')}
          </p>
          <Field id="guardianName" label={t('application.guardianName')} errors={errors}>
            <input
              id="guardianName"
              name="guardianName"
              defaultValue={values.guardianName}
              {...describedBy('guardianName', errors)}
            />
          </Field>
          <div className={styles.check}>
            <input
              id="guardianConsent"
              name="guardianConsent"
              type="checkbox"
              defaultChecked={values.guardianConsent === 'on'}
              {...describedBy('guardianConsent', errors)}
            />
            <label htmlFor="guardianConsent">{t('application.guardianConsent')}</label>
          </div>
          <FieldError id="guardianConsent" errors={errors.guardianConsent} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** "Email", and "(optional)" while the institute sends none (decision 075). */
export function EmailLabel({ text, optional }: { text: string; optional: string | null }) {
  return (
    <>
      {text}
      {optional ? <span className={styles.optional}> {optional}</span> : null}
    </>
  );
}
