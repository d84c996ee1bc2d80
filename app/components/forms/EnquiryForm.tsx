// The enquiry form (/enquiry, and the certification page with its subject
// fixed). A plain POST form that Remix enhances: without JavaScript the page
// reloads with the answer; with it, the same action runs without a reload.
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useEmailOn } from '~/utils/email-on';
import { EmailLabel } from './AboutYouFieldset';
import { useProblemText } from '~/i18n/problem-text';
import { enquirySubjects } from '../../../domain/vocabulary';
import { bringIntoView, useAnswerCameWithPage } from './bring-into-view';
import { describedBy, Field, focusFirstError, type FieldErrors } from './fields';
import styles from './forms.module.css';
import { useOnDemand } from './useOnDemand';

// The zod pre-check, fetched when the visitor first touches the form.
const loadSchemas = () => import('../../../domain/schemas/enquiry');

export type EnquiryOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors; values: Record<string, string> };

export function EnquiryForm(props: {
  outcome?: EnquiryOutcome;
  /** Changes with each answer (even the same one twice): the form is the same element throughout. */
  answerKey?: string;
  fixedSubject?: string;
  action?: string;
}) {
  const { t } = useTranslation();
  const emailOn = useEmailOn();
  const say = useProblemText();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = navigation.state === 'submitting' && navigation.formAction === (props.action ?? navigation.formAction);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schemas = useOnDemand(loadSchemas);
  const failed = props.outcome && !props.outcome.ok ? props.outcome : undefined;
  const errors: FieldErrors = clientErrors ?? failed?.fieldErrors ?? {};
  // Always a string: React updates a field's default only to a value, and the
  // reset after a success must not bring back a refused post's text.
  const values = failed?.values ?? {};
  const answerCameWithPage = useAnswerCameWithPage();
  // Errors clear and the form empties on success. Emptied here, not by a new
  // form element per answer: a remount would throw away whatever the visitor
  // had typed since, if the page committed another navigation meanwhile. A
  // thanks that came with the page came with an empty form: emptying it when
  // the script wakes up would throw away a next enquiry begun meanwhile.
  useEffect(() => {
    if (props.outcome?.ok && !answerCameWithPage) {
      formRef.current?.reset();
      setClientErrors(null);
    }
  }, [props.outcome, props.answerKey, answerCameWithPage]);
  const fieldFailure = failed && Object.keys(failed.fieldErrors).length > 0;
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The server's answer (thanks or refusal) is brought into view and focused;
  // an answer that came with the page (without JavaScript, or sent before it
  // ran), the browser has placed: it scrolls to the form's #enquiry-outcome
  // fragment and focuses it (it can take the focus: tabIndex -1).
  useEffect(() => {
    if (props.outcome && !answerCameWithPage) bringIntoView(outcomeRef.current);
  }, [props.outcome, props.answerKey, answerCameWithPage]);

  return (
    <Form
      ref={formRef}
      method="post"
      // The fragment survives the redirect to the thank-you page (browsers keep it).
      action={`${props.action ?? ''}#enquiry-outcome`}
      noValidate
      onFocus={schemas.load}
      onPointerDown={schemas.load}
      onSubmit={(event) => {
        // Not loaded yet: send unchecked; the server answers with the same messages.
        const check = schemas.get();
        const fields: Record<string, string> = {};
        for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields[key] = value;
        const found = check ? check.enquiryErrors(fields) : null;
        if (found) {
          event.preventDefault();
          setClientErrors(found);
          focusFirstError(event.currentTarget, found);
        } else {
          setClientErrors(null);
        }
      }}
    >
      <div aria-live="polite">
        {props.outcome?.ok && !clientErrors ? (
          <div className="alert alert-success" role="status" id="enquiry-outcome" tabIndex={-1} ref={outcomeRef}>
            {say({ key: 'enquiry.success' })}
          </div>
        ) : null}
        {failed && !clientErrors ? (
          <div className="alert alert-error" role="alert" id="enquiry-outcome" tabIndex={-1} ref={outcomeRef}>
            {fieldFailure || !failed.message ? say({ key: 'enquiry.failure' }) : failed.message}
          </div>
        ) : null}
      </div>
      <div className={styles.grid}>
        <Field id="name" label={t('enquiryForm.name')} errors={errors}>
          <input id="name" name="name" autoComplete="name" defaultValue={values.name ?? ''} {...describedBy('name', errors)} />
        </Field>
        <Field id="mobile" label={t('enquiryForm.mobile')} errors={errors}>
          <input
            id="mobile"
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('enquiryForm.mobilePlaceholder')}
            defaultValue={values.mobile ?? ''}
            {...describedBy('mobile', errors)}
          />
        </Field>
        <Field
          id="email"
          label={<EmailLabel text={t('enquiryForm.email')} optional={emailOn ? null : t('application.optional')} />}
          errors={errors}
          className={props.fixedSubject ? styles.wide : undefined}
        >
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email ?? ''}
            {...describedBy('email', errors)}
          />
        </Field>
        {props.fixedSubject ? (
          <input type="hidden" name="subject" value={props.fixedSubject} />
        ) : (
          <Field id="subject" label={t('enquiryForm.subject')} errors={errors}>
            <select id="subject" name="subject" defaultValue={values.subject ?? ''} {...describedBy('subject', errors)}>
              <option value="">{t('enquiryForm.chooseSubject')}</option>
              {enquirySubjects.values.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`vocabulary.enquirySubjects.${subject}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="query" label={t('enquiryForm.query')} errors={errors} className={styles.wide}>
          <textarea id="query" name="query" rows={5} defaultValue={values.query ?? ''} {...describedBy('query', errors)} />
        </Field>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('enquiryForm.sending') : t('enquiryForm.send')}
        </button>
      </div>
    </Form>
  );
}
