import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { describedBy, FieldError, type FieldErrors } from './fields';
import { FileInput } from './FileInput';
import styles from './forms.module.css';

/**
 * A file input for a picture with a preview at most 150 px wide. A file that
 * is not an image is ignored: the input and the preview are cleared.
 */
export function ImageInput(props: {
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: React.ReactNode;
  /** The file types offered (acceptOf of the document's rule, domain/schemas/document-types.ts). */
  accept: string;
  required?: boolean;
  onChange?: (file: File | null) => void;
  /** Shown under the preview: the upload's progress and state. */
  status?: React.ReactNode;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { t } = useTranslation();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="field">
      <label htmlFor={props.name}>
        {props.label} {props.required ? <span className={styles.required}>*</span> : null}
      </label>
      {props.hint ? (
        <p className="field-hint" id={`${props.name}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <FileInput
        id={props.name}
        accept={props.accept}
        {...describedBy(props.name, props.errors, !!props.hint)}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          if (file && !file.type.startsWith('image/')) {
            event.currentTarget.value = '';
            setPreview(null);
            setNotice(t('upload.notPicture'));
            props.onChange?.(null);
            return;
          }
          setNotice(null);
          setPreview(file ? URL.createObjectURL(file) : null);
          props.onChange?.(file);
        }}
      />
      <div className={styles.preview} aria-live="polite">
        {preview ? <img src={preview} alt={t('upload.preview', { label: props.label })} /> : <span>{t('upload.noImage')}</span>}
      </div>
      {props.status}
      {notice ? <p className="field-error">{notice}</p> : null}
      <FieldError id={props.name} errors={props.errors[props.name]} />
    </div>
  );
}
