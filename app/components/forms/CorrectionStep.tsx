// The applicant's answer to a correction (docs/decisions/048-corrections-inside-pending.md):
// staff's remark, the asked fields, and a new file for each asked document,
// sent ahead as soon as it is chosen (resumable uploads, as the application
// form sends them) and kept on this device until sent (the saved form). No
// payment is asked. Hydrated after the page has loaded, like the payment step,
// so none of this is among /admission-form's first-load scripts; without
// JavaScript it is a plain multipart form.
import { Form, useNavigation, useSubmit } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { FieldError, describedBy, focusFirstError, useHydrated, type FieldErrors } from '~/components/forms/fields';
import formStyles from '~/components/forms/forms.module.css';
import { FileInput } from '~/components/forms/FileInput';
import { UploadStatus, useStagedUploads } from '~/components/forms/useStagedUploads';
import { useStagedSubmit } from '~/components/forms/useStagedSubmit';
import { DraftNote } from '~/components/forms/draft/DraftNote';
import { useFormDraft } from '~/components/forms/draft/useFormDraft';
import { shrinkPicture } from '~/components/forms/picture-shrink';
import { acceptOf } from '../../../domain/schemas/document-types';
import { documentRuleOf, documentWords } from '../../../domain/schemas/documents';
import type { CorrectionView } from '~/utils/procedure-outputs';
import type { MessageKey } from '~/i18n/translation';
import { saidMessage } from '../../../domain/said';

/** The action's answer that shows the correction. */
export type CorrectState = {
  step: 'correct';
  correction: CorrectionView;
  /** The deadline in words, in the page's language (made by the server). */
  deadline: string;
  /** The second factor as the applicant gave it: sent again with the answer. */
  factor: { dob: string; mobileLastFour: string };
  idempotencyKey: string;
  /** The server's messages, in the page's language. */
  error?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

export const correctionDraftName = 'correction';

const fieldLabelKey = {
  name: 'application.fullName',
  fatherName: 'application.fatherName',
  email: 'application.email',
  address: 'application.address',
} as const;

export function CorrectionStep({ state }: { state: CorrectState }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const { correction } = state;
  const uploads = useStagedUploads('application');
  const prepare = (field: string) => (file: File) => shrinkPicture(file, field);
  const draft = useFormDraft(formRef, {
    name: correctionDraftName,
    scope: correction.referenceId,
    prepareFile: (file, field) => shrinkPicture(file, field),
    // A file put back from this phone starts its upload as a chosen one does.
    onRestored: (saved) => {
      for (const field of correction.documents) {
        const file = saved.files[field];
        if (file) uploads.choose(field, file, prepare(field));
      }
    },
    // What was sent ahead is deleted too, on the server and on this device.
    onStartAgain: () => uploads.clear(),
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const stagedSubmit = useStagedSubmit(uploads);
  const waitingForUpload = stagedSubmit.waiting;
  const errors = clientErrors ?? state.fieldErrors ?? {};
  const sending = waitingForUpload || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'correct');

  return (
    <>
      <h2>{t('correction.heading')}</h2>
      {state.error ? (
        <div className="alert alert-error" role="alert">
          <strong>{t('correction.failure')}</strong>
          <p>{state.error}</p>
          {hydrated ? null : <p>{t('correction.chooseAgain')}</p>}
        </div>
      ) : null}
      <div className="alert" role="note">
        <strong>{t('correction.remark')}</strong>
        <p data-testid="correction-remark">{correction.remark}</p>
        <p>{t('correction.deadline', { deadline: state.deadline })}</p>
      </div>
      <Form
        ref={formRef}
        method="post"
        // Without JavaScript the answer opens at its outcome (admission-form.tsx, outcomeProps).
        action="?correct#admission-outcome"
        encType="multipart/form-data"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const body = new FormData(form);
          // Every asked document must come: a chosen file, or one already sent ahead.
          const missing: FieldErrors = {};
          for (const field of correction.documents) {
            const file = body.get(field);
            if (!(file instanceof File && file.size > 0)) {
              missing[field] = [saidMessage(`documents.${field}`)];
            }
          }
          if (Object.keys(missing).length > 0) {
            setClientErrors(missing);
            focusFirstError(form, missing);
            return;
          }
          setClientErrors(null);
          const ready = await stagedSubmit.stage(form, body, { prepare: shrinkPicture, refuse: setClientErrors });
          if (ready) submit(ready.body, { method: 'post', action: '?correct', encType: 'multipart/form-data' });
        }}
      >
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="referenceId" value={correction.referenceId} />
        <input type="hidden" name="dob" value={state.factor.dob} />
        <input type="hidden" name="mobileLastFour" value={state.factor.mobileLastFour} />
        <input type="hidden" name="idempotencyKey" value={draft.key ?? state.idempotencyKey} />
        <DraftNote draft={draft} />
        {correction.fields.length > 0 ? <p>{t('correction.fieldsIntro')}</p> : null}
        {correction.fields.map((field) => {
          const id = `values.${field}`;
          return (
            <div className="field" key={field}>
              <label htmlFor={id}>{t(fieldLabelKey[field])}</label>
              {field === 'address' ? (
                <textarea
                  id={id}
                  name={id}
                  rows={3}
                  defaultValue={state.values?.[field] ?? correction.values[field]}
                  {...describedBy(id, errors)}
                />
              ) : (
                <input
                  id={id}
                  name={id}
                  type={field === 'email' ? 'email' : 'text'}
                  defaultValue={state.values?.[field] ?? correction.values[field]}
                  {...describedBy(id, errors)}
                />
              )}
              <FieldError id={id} errors={errors[id]} />
            </div>
          );
        })}
        {correction.documents.length > 0 ? <p>{t('correction.documentsIntro')}</p> : null}
        {correction.documents.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={field}>{t(documentWords[field].label as MessageKey)}</label>
            <FileInput
              id={field}
              accept={acceptOf(documentRuleOf[field])}
              onChange={(event) => uploads.choose(field, event.currentTarget.files?.[0] ?? null, prepare(field))}
              {...describedBy(field, errors)}
            />
            <UploadStatus id={field} state={uploads.states[field]} />
            <FieldError id={field} errors={errors[field]} />
          </div>
        ))}
        {waitingForUpload ? <p role="status">{t('uploads.waiting')}</p> : null}
        <div className={formStyles.actions}>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('correction.sending') : t('correction.send')}
          </button>
          <a className="btn" href={localePath('/admission-form')}>
            {t('correction.back')}
          </a>
        </div>
      </Form>
    </>
  );
}
