// The application form's document pickers, drawn from the document table
// (domain/schemas/documents.ts): each row's label and hint, the types its
// picker offers, whether the chosen program asks for it or takes it at all,
// and a preview for a picture. A new row is offered here with nothing else
// to write but its words.
import { useTranslation, type MessageKey } from '~/i18n/translation';
import { acceptOf, jpegRules } from '../../../domain/schemas/document-types';
import { documentRows, isRequiredFor, isTakenBy, type DocumentPlace, type DocumentRow } from '../../../domain/schemas/documents';
import { describedBy, FieldError, type FieldErrors } from './fields';
import { FileInput } from './FileInput';
import styles from './forms.module.css';
import { ImageInput } from './ImageInput';

export interface DocumentInputProps {
  row: DocumentRow;
  errors: FieldErrors;
  /** The program chosen, '' before one is. */
  program: string;
  onChoose?: (file: File | null) => void;
  /** Shown under the picker: the upload's progress and state. */
  status?: React.ReactNode;
}

export function DocumentInput({ row, errors, program, onChoose, status }: DocumentInputProps) {
  const { t } = useTranslation();
  const say = (key: string) => t(key as MessageKey);
  const { field, words } = row;
  const label = say(words.label);
  const hint = words.hint ? (
    words.emphasisedHint ? (
      <>
        {say(`${words.hint}.before`)}
        <strong>{say(`${words.hint}.strong`)}</strong>
        {say(`${words.hint}.after`)}
      </>
    ) : (
      say(words.hint)
    )
  ) : undefined;
  const required = isRequiredFor(row, program || undefined);
  // A picture shows what was chosen (a photo, a screenshot).
  if (jpegRules.has(row.rule)) {
    return (
      <ImageInput
        name={field}
        label={label}
        hint={hint}
        accept={acceptOf(row.rule)}
        errors={errors}
        required={required}
        onChange={onChoose}
        status={status}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={field}>
        {label}{' '}
        {required ? (
          <span className={styles.required}>*</span>
        ) : (
          // Before a program is chosen: which program asks for it.
          <span className={styles.optional}>{program ? t('application.optional') : t('application.advanceRequired')}</span>
        )}
      </label>
      {hint ? (
        <p className="field-hint" id={`${field}-hint`}>
          {hint}
        </p>
      ) : null}
      <FileInput
        id={field}
        accept={acceptOf(row.rule)}
        onChange={(event) => onChoose?.(event.currentTarget.files?.[0] ?? null)}
        {...describedBy(field, errors, Boolean(hint))}
      />
      {status}
      <FieldError id={field} errors={errors[field]} />
    </div>
  );
}

/** The documents the form asks for in one place, those the chosen program takes. */
export function DocumentInputs({
  place,
  rows = documentRows,
  program,
  errors,
  choose,
  status,
}: {
  place: DocumentPlace;
  /** The document table's rows (a test draws a table with one more). */
  rows?: readonly DocumentRow[];
  program: string;
  errors: FieldErrors;
  choose?: (field: string) => (file: File | null) => void;
  status?: (field: string) => React.ReactNode;
}) {
  return (
    <>
      {rows
        .filter((row) => row.place === place && isTakenBy(row, program || undefined))
        .map((row) => (
          <DocumentInput
            key={row.field}
            row={row}
            errors={errors}
            program={program}
            onChoose={choose?.(row.field)}
            status={status?.(row.field)}
          />
        ))}
    </>
  );
}
