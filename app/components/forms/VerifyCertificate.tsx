// "Verify a certificate": the public form (number and date of birth) and the
// answer the verify page shows. A plain POST form that works without
// JavaScript; it posts to the verify route (/certification/verify), never to
// the page it sits on, so the certification page's own action stays the
// enquiry's.
import { Form, Link, useNavigation } from '@remix-run/react';
import type { CertificateCheck } from '~/utils/procedure-outputs';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { verifyPath } from '../../../domain/schemas/certificate-paths';
import { describedBy, Field, type FieldErrors } from './fields';
import styles from './forms.module.css';
import pages from '../journeys/pages.module.css';

/** The form's field errors arrive as message keys of this page's language (the route maps them). */
export function VerifyCertificateForm({ errors = {}, message }: { errors?: FieldErrors; message?: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === localePath(verifyPath);
  return (
    <Form method="post" action={localePath(verifyPath)} noValidate aria-labelledby="verify-title">
      {message ? (
        <div className="alert alert-error" role="alert">
          {message}
        </div>
      ) : null}
      <div className={styles.grid}>
        <Field
          id="certificate-number"
          label={t('certification.verify.numberLabel')}
          hint={t('certification.verify.numberHint')}
          errors={renamed(errors)}
        >
          <input
            id="certificate-number"
            name="number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            {...describedBy('certificate-number', renamed(errors), true)}
          />
        </Field>
        <Field id="certificate-dob" label={t('certification.verify.dobLabel')} errors={renamed(errors)}>
          <input id="certificate-dob" name="dob" type="date" required {...describedBy('certificate-dob', renamed(errors))} />
        </Field>
      </div>
      <div className={pages.heroActions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {t('certification.verify.submit')}
        </button>
      </div>
    </Form>
  );
}

/** Field names on the wire are number and dob; the inputs' ids are longer, to be unique on the page. */
const renamed = (errors: FieldErrors): FieldErrors => ({ 'certificate-number': errors.number, 'certificate-dob': errors.dob });

/** The procedure's answer as the page shows it: the course by its name in the page's language. */
export type VerifyAnswerView =
  { found: false } | (Omit<Extract<CertificateCheck, { found: true }>, 'courseCode' | 'courseName'> & { course: string });

/** The answer: valid or revoked (with the date), and only what an employer needs. */
export function VerifyAnswer({ answer }: { answer: VerifyAnswerView }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="answer-title" className="card" data-answer={answer.found ? answer.state : 'not-found'}>
      <h2 id="answer-title">{t('certification.verify.answerTitle')}</h2>
      {!answer.found ? (
        <p className="alert alert-error" role="status">
          {t('certification.verify.notFound')}
        </p>
      ) : (
        <>
          {answer.state === 'valid' ? (
            <p className="alert alert-success" role="status">
              <strong>{t('certification.verify.valid')}</strong>
            </p>
          ) : (
            <p className="alert alert-error" role="status">
              <strong>{t('certification.verify.revoked')}</strong>{' '}
              {t('certification.verify.revokedOn', { date: answer.revokedOn ?? '' })}
            </p>
          )}
          <table className={pages.applicant}>
            <tbody>
              <tr>
                <th scope="row">{t('certification.verify.number')}</th>
                <td>{answer.number}</td>
              </tr>
              <tr>
                <th scope="row">{t('certification.verify.name')}</th>
                <td>{answer.name}</td>
              </tr>
              <tr>
                <th scope="row">{t('certification.verify.course')}</th>
                <td>{answer.course}</td>
              </tr>
              <tr>
                <th scope="row">{t('certification.verify.grade')}</th>
                <td>{answer.grade}</td>
              </tr>
              <tr>
                <th scope="row">{t('certification.verify.completed')}</th>
                <td>{answer.completionDate}</td>
              </tr>
              <tr>
                <th scope="row">{t('certification.verify.issued')}</th>
                <td>{answer.issuedOn}</td>
              </tr>
            </tbody>
          </table>
          <p className="field-hint">{t('certification.verify.shownOnly')}</p>
        </>
      )}
      <p>
        <Link to={`${localePath('/certification')}#verify`}>{t('certification.verify.another')}</Link>
      </p>
    </section>
  );
}
