import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useHydrated } from './fields';
import styles from './forms.module.css';

/**
 * A file input that says "Choose file" and the chosen file's name in the
 * page's language. Chromium writes a native file input's button and its "No
 * file chosen" in the browser's language, English on most phones here, even
 * on a Hindi page. The native input stays the control: once the page has
 * hydrated it lies transparent over the two texts, so a tap, the keyboard and
 * a screen reader reach it as before. Without JavaScript nothing could show
 * the chosen name, so the input is left as the browser draws it. The name
 * follows the input's change events, which the form's draft also sends when
 * it puts files back or empties the form (draft/draft-session.ts), and which
 * this sends at hydration for a file chosen before it.
 */
export function FileInput(props: {
  id: string;
  accept: string;
  /** Runs first; it may clear the input (a refused file), and the name shown follows what the input then holds. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { id, onChange, ...inputProps } = props;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [fileName, setFileName] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A file chosen before the page hydrated came with no change event to
  // React: one is sent now, so that what follows a choice (the name here, a
  // picture's check and preview, the upload the form starts) follows it too.
  useEffect(() => {
    const element = input.current;
    if (element?.files?.length) element.dispatchEvent(new Event('change', { bubbles: true }));
  }, []);
  return (
    <div className={styles.filePicker}>
      <input
        ref={input}
        id={id}
        name={id}
        type="file"
        className={hydrated ? styles.fileInputOverlaid : undefined}
        {...inputProps}
        onChange={(event) => {
          onChange(event);
          setFileName(event.currentTarget.files?.[0]?.name ?? null);
        }}
      />
      {hydrated ? (
        <span className={styles.fileFace} aria-hidden="true">
          <span className={styles.fileButton}>{t('upload.chooseFile')}</span>
          <span className={styles.fileName}>{fileName ?? t('upload.noFileChosen')}</span>
        </span>
      ) : null}
    </div>
  );
}
