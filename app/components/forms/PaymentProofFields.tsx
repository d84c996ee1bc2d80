// The proof of a UPI payment, asked the same way by the application and the
// admission: a screenshot and the 12-digit UTR.
import { describedBy, Field, type FieldErrors } from './fields';
import { ImageInput } from './ImageInput';

export function PaymentProofFields({ errors, utr }: { errors: FieldErrors; utr?: string }) {
  return (
    <>
      <ImageInput
        name="paymentScreenshot"
        label="Payment screenshot"
        hint="A screenshot of the successful payment in your UPI app."
        errors={errors}
        required
      />
      <Field
        id="utr"
        label="UPI transaction ID (12-digit UTR)"
        hint="The 12-digit UPI reference number shown in your UPI app after paying."
        errors={errors}
      >
        <input
          id="utr"
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 4123 4567 8901"
          defaultValue={utr}
          {...describedBy('utr', errors, true)}
        />
      </Field>
    </>
  );
}
