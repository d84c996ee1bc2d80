// The short note that a form is saved on this phone only, and its
// "Start again" button. Shown only while the draft is really being saved.
import { useTranslation } from '~/i18n/translation';
import styles from '../forms.module.css';
import type { FormDraft } from './useFormDraft';

export function DraftNote({ draft }: { draft: FormDraft }) {
  const { t } = useTranslation();
  if (draft.status === 'off') return null;
  return (
    <div className={styles.draftNote} data-testid="form-draft">
      <p role="status">
        {draft.status === 'restored' ? `${t('formDraft.restored')} ` : null}
        {draft.status === 'cleared' ? `${t('formDraft.cleared')} ` : null}
        {t('formDraft.note')}
      </p>
      <button type="button" className={`btn ${styles.draftAgain}`} onClick={draft.startAgain}>
        {t('formDraft.startAgain')}
      </button>
    </div>
  );
}
