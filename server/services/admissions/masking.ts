// Partial masking of contact details shown on public pages, so a reference id
// in the wrong hands does not give away a phone number or an email address.
const dot = '•';

/**
 * 9812345210 -> 98••••••••. The last four digits stay hidden: they are the
 * second factor that opens a correction (decision 048).
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 6) return dot.repeat(digits.length);
  return `${digits.slice(0, 2)}${dot.repeat(digits.length - 2)}`;
}

/** asha.kumari@gmail.com -> as•••••@gmail.com (the domain stays readable). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return dot.repeat(5);
  const local = email.slice(0, at);
  const keep = local.length <= 3 ? 1 : 2;
  return `${local.slice(0, keep)}${dot.repeat(5)}${email.slice(at)}`;
}
