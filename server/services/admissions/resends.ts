// When a submit is the same application sent again (decision 017). An answer
// can be lost after the record was saved (the connection dropped), and the
// applicant sends again; that resend must get the first receipt, not a
// refusal for a reused UTR. With an idempotency key the key decides. Without
// one (the old client; a page reloaded before the first answer came), the
// same UTR with the same name and mobile within a day is the same application.
import { normaliseMobile } from '../../../domain/schemas/rules';

/** How long after the first submit a keyless resend still counts as the same application. */
export const resendWindowMs = 24 * 60 * 60 * 1000;

export interface Applicant {
  name: string;
  mobile: string;
}

/** Names compared as a person would: case, spacing and dots ignored ("Asha  kumari." = "Asha Kumari"). */
function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLocaleLowerCase('en-IN')
    .replace(/[.\s]+/g, ' ')
    .trim();
}

/** True when `first` (a stored record) and `again` (a new submit with the same UTR) are one application. */
export function isSameApplication(first: Applicant & { createdAt: Date }, again: Applicant, now = new Date()): boolean {
  const age = now.getTime() - first.createdAt.getTime();
  return (
    age >= 0 &&
    age <= resendWindowMs &&
    nameKey(first.name) === nameKey(again.name) &&
    normaliseMobile(first.mobile) === normaliseMobile(again.mobile)
  );
}
