// What staff call each setting: the settings screen's labels, and the
// activity page's names for the changes it lists.
/** The institute's own facts: empty until staff set them, and hidden on the site while empty. */
export const identityFields = [
  { key: 'instituteName', label: 'Institute name' },
  { key: 'instituteShortName', label: 'Short name (header)' },
  { key: 'tagline', label: 'Tagline' },
  { key: 'upiId', label: 'UPI id', description: 'Online payment stays off until this is set' },
  { key: 'upiPayeeName', label: 'UPI payee name' },
  { key: 'gstin', label: 'GSTIN', description: 'Printed on receipts only when set' },
  { key: 'contactPhone', label: 'Contact phone' },
  { key: 'whatsappNumber', label: 'WhatsApp number' },
  { key: 'contactEmail', label: 'Contact email' },
  { key: 'contactAddress', label: 'Head office address' },
  { key: 'gandhinagarAddress', label: 'Gandhinagar centre: address' },
  { key: 'gandhinagarPhone', label: 'Gandhinagar centre: phone' },
  { key: 'gandhinagarMapUrl', label: 'Gandhinagar centre: map link (https://)' },
  { key: 'belwaAddress', label: 'Belwa centre: address' },
  { key: 'belwaPhone', label: 'Belwa centre: phone' },
  { key: 'belwaMapUrl', label: 'Belwa centre: map link (https://)' },
  { key: 'azamnagarAddress', label: 'Azamnagar centre: address' },
  { key: 'azamnagarPhone', label: 'Azamnagar centre: phone' },
  { key: 'azamnagarMapUrl', label: 'Azamnagar centre: map link (https://)' },
  { key: 'facebookUrl', label: 'Facebook page (https://)' },
  { key: 'youtubeUrl', label: 'YouTube channel (https://)' },
  { key: 'instagramUrl', label: 'Instagram page (https://)' },
  { key: 'grievanceOfficerName', label: 'Grievance officer: name' },
  { key: 'grievanceOfficerContact', label: 'Grievance officer: phone or email' },
  {
    key: 'certificatePrefix',
    label: 'Certificate number prefix',
    description: 'Printed before the year and number, e.g. ABC gives ABC/2026/0001; empty gives 2026/0001',
  },
] as const;

const otherLabels: Record<string, string> = {
  admissionSession: 'Admission session',
  officeHours: 'Office hours',
  registrationFee: 'Registration fee (₹)',
  admissionFee: 'Admission fee (₹)',
  correctionDays: 'Days to answer a correction',
  seatsTakenAt: 'Intake seats are taken',
  offerDays: 'Days to pay for a seat offered from a waitlist',
  feeReminderDays: 'Fee reminders (days from the due date)',
  logoImage: 'Logo',
  merchantQrImage: 'Merchant QR code',
  upiAccountKind: 'UPI account kind',
};

const labels: Record<string, string> = {
  ...otherLabels,
  ...Object.fromEntries(identityFields.map((field) => [field.key, field.label])),
};

/** The label of a settings key, or the key itself for one this screen does not know. */
export const settingLabel = (key: string): string => labels[key] ?? key;
