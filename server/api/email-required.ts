// Email is optional on the application, the walk-in and the enquiry while the
// institute sends none (decision 075): the schemas accept an empty address,
// and this is the one place that asks for it again once email is set up
// (SMTP_URL), in the spec's words.
import { refusal } from '../../domain/refusal';
import type { EmailSettings } from '../services/messages';

export function requireEmailWhileSent(
  email: EmailSettings | null | undefined,
  address: string,
  key: 'registration.email' | 'enquiry.email',
): void {
  if (email && address === '') throw refusal('BAD_REQUEST', { key }, { field: 'email' });
}
