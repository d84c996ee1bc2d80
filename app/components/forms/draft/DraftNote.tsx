// The short note that a form is saved on this phone only, and its
// "Start again" button. Shown only while the draft is really being saved.
//
// Its place at the top of the form is kept from the first render: a note that
// pushed the form down when the draft opened moved the first field under a
// finger already tapping it (a program chosen then was not chosen). Until the
// draft is open the note is there but invisible; without JavaScript the
// root's <noscript> style removes it (data-script-only), and without
// IndexedDB it goes (the rare shift is then after the fact, not at load).
import { useTranslation } from '~/i18n/translation';
import styles from '../forms.module.css';
import type { FormDraft } from './useFormDraft';
import { StartAgain } from './StartAgain';

export function DraftNote({ draft }: { draft: FormDraft }) {
  const { t } = useTranslation();
  if (draft.status === 'off') return null;
  const opening = draft.status === 'opening';
  return (
    <div
      className={`${styles.draftNote} ${opening ? styles.draftNoteOpening : ''}`}
      data-testid="form-draft"
      data-script-only={opening ? '' : undefined}
      aria-hidden={opening || undefined}
    >
      <p role={opening ? undefined : 'status'}>
        {draft.status === 'restored' ? `${t('formDraft.restored')} ` : null}
        {draft.status === 'cleared' ? `${t('formDraft.cleared')} ` : null}
        {t('formDraft.note')}
      </p>
      <StartAgain onConfirm={draft.startAgain} disabled={opening} />
    </div>
  );
}
