// On the admission form's first step: when this phone holds an admission
// form the visitor started (a reload, a closed tab), offer to go on with it.
// "Continue" asks the server again (the registration may have changed);
// the payment step then puts the saved UTR and screenshot back (its upload
// goes on where it stopped). "Start again" forgets the saved form and deletes
// the screenshot sent ahead, as the payment step's own "Start again" does.
import { Form } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import styles from '../forms.module.css';
import { forgetStagedUploads } from '../staged-url-storage';
import { forgetFormDraft, loadDrafts } from './useFormDraft';
import { StartAgain } from './StartAgain';

export const admissionDraftName = 'admission';

export function SavedAdmission() {
  const { t } = useTranslation();
  const [referenceId, setReferenceId] = useState<string>();
  useEffect(() => {
    let live = true;
    loadDrafts()
      .then((drafts) => drafts.readDraft(admissionDraftName))
      .then((draft) => {
        if (live && draft?.scope) setReferenceId(draft.scope);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!referenceId) return null;
  return (
    <div className={styles.draftNote} data-testid="saved-admission">
      <p role="status">{t('formDraft.savedAdmission', { referenceId })}</p>
      <Form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value="proceed" />
        <input type="hidden" name="referenceId" value={referenceId} />
        <button type="submit" className="btn btn-accent">
          {t('formDraft.continue')}
        </button>
      </Form>
      <StartAgain
        onConfirm={() =>
          void Promise.all([forgetFormDraft(admissionDraftName), forgetStagedUploads('admission', { terminate: true })]).then(
            () => setReferenceId(undefined),
          )
        }
      />
    </div>
  );
}
