// The proof of a UPI payment, asked the same way by the application and the
// admission: a screenshot and the 12-digit UTR.
import { useTranslation } from '~/i18n/translation';
import { describedBy, Field, type FieldErrors } from './fields';
import { documentRows } from '../../../domain/schemas/documents';
import { DocumentInput } from './DocumentInputs';

/** The payment screenshot's row of the document table. */
const screenshot = documentRows.find((row) => row.field === 'paymentScreenshot')!;

export function PaymentProofFields({
  errors,
  utr,
  onScreenshot,
  screenshotStatus,
}: {
  errors: FieldErrors;
  utr?: string;
  /** A screenshot was chosen (or cleared): the form starts sending it. */
  onScreenshot?: (file: File | null) => void;
  screenshotStatus?: React.ReactNode;
}) {
  return (
    <>
      <DocumentInput row={screenshot} errors={errors} program="" onChoose={onScreenshot} status={screenshotStatus} />
      <UtrField errors={errors} utr={utr} />
    </>
  );
}

/** The 12-digit UTR of a UPI payment, with its hint and error. */
export function UtrField({ errors, utr }: { errors: FieldErrors; utr?: string }) {
  const { t } = useTranslation();
  return (
    <Field id="utr" label={t('upload.utr')} hint={t('upload.utrHint')} errors={errors}>
      <input
        id="utr"
        name="utr"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('upload.utrPlaceholder')}
        defaultValue={utr}
        {...describedBy('utr', errors, true)}
      />
    </Field>
  );
}
