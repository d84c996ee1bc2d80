// What an institute must do before going live, computed in one place: the
// admin dashboard shows what is left, `npm run doctor` prints all of it, and
// the server's first-start output lists what is left to set.
import { asc } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { users } from '../../../db/schema';
import { readLastBackup } from '../../storage/backup-record';
import { dayMs } from './retention';
import { getSettings, invalidStoredSettings, personalGalleryLimitRupees, type SiteSettings } from '../site/settings';
import { formatRupees } from '../../../domain/catalogue/site';
import { shippedTexts } from '../content';

export type ChecklistItemId = 'name' | 'contacts' | 'payment' | 'adminPassword' | 'backup' | 'texts';

export interface ChecklistItem {
  id: ChecklistItemId;
  /** What has to be true, in staff's words. */
  label: string;
  done: boolean;
  /** What was found, or what to do. */
  detail: string;
  /** Set when the item is done but something about it needs attention (shown, not blocking). */
  warning?: string;
}

/**
 * A personal UPI id collecting a fee above NPCI's ₹2,000 limit for paying a
 * QR from the phone's gallery (OC-76C): the applicant must scan with another
 * phone or pay at the office. Null when that does not apply.
 */
export function upiGalleryLimitWarning(settings: SiteSettings): string | null {
  if (!settings.upiId || settings.upiAccountKind !== 'personal') return null;
  const over = [
    ['registration fee', settings.registrationFee],
    ['admission fee', settings.admissionFee],
  ].filter(([, fee]) => Number(fee) > personalGalleryLimitRupees);
  if (over.length === 0) return null;
  return `The UPI id ${settings.upiId} is a personal id and the ${over.map(([name, fee]) => `${name} ${formatRupees(Number(fee))}`).join(' and the ')} ${over.length === 1 ? 'is' : 'are'} above ₹2,000: UPI apps refuse a QR paid from the gallery above that, and "Pay with a UPI app" to a personal id, so applicants are told to scan with another phone or pay at the office. Use a verified merchant UPI id (Settings, UPI account kind) to let them pay from the same phone.`;
}

/** The site's descriptions as the software shipped them; null before the server has started once since the upgrade (no content yet). */
function textsAsShipped(db: Handle): ReturnType<typeof shippedTexts> | null {
  try {
    return shippedTexts(db);
  } catch {
    return null;
  }
}

/** A backup older than this no longer counts. */
export const backupMaxAgeDays = 7;

export async function setupChecklist(db: Handle, dataDir: string, now: number = Date.now()): Promise<ChecklistItem[]> {
  const settings = getSettings(db);
  // The first admin: the account a fresh install creates (with a printed
  // password) or the one the installer named. Done once its password was
  // changed since (decision 013).
  const firstAdmin = db
    .select({ email: users.email, passwordChangedAt: users.passwordChangedAt })
    .from(users)
    .orderBy(asc(users.id))
    .limit(1)
    .get();
  const backup = await readLastBackup(dataDir);
  const backupAgeDays = backup ? (now - Date.parse(backup.at)) / dayMs : null;
  const contacts = [settings.contactPhone, settings.contactEmail].filter(Boolean);
  // A stored UPI id that fails its rule reads as empty to the site; say what is stored, not "Not set".
  const badUpi = invalidStoredSettings(db).find((item) => item.key === 'upiId');
  const unconfirmed = textsAsShipped(db);
  const payment = [settings.upiId && `UPI id ${settings.upiId}`, settings.merchantQrImage && 'merchant QR'].filter(Boolean);
  return [
    {
      id: 'name',
      label: "The institute's name",
      done: settings.instituteName !== '',
      detail: settings.instituteName || 'Not set: Settings, Institute name (npm run settings -- set instituteName=...).',
    },
    {
      id: 'contacts',
      label: 'A contact phone or email',
      done: contacts.length > 0,
      detail: contacts.join(', ') || 'Not set: Settings, Contact phone or Contact email.',
    },
    {
      id: 'payment',
      label: 'A UPI id or merchant QR for online payment',
      done: payment.length > 0,
      detail:
        payment.join(' and ') ||
        (badUpi
          ? `The stored UPI id ${JSON.stringify(badUpi.stored)} is not valid (${badUpi.problem}), so applicants pay at the office: enter a valid one on Settings, UPI id (npm run settings -- set upiId=name@bank).`
          : 'Not set: Settings, UPI id, or upload the merchant QR code. Until then applicants pay at the office.'),
      ...(upiGalleryLimitWarning(settings) ? { warning: upiGalleryLimitWarning(settings)! } : {}),
    },
    {
      id: 'adminPassword',
      label: "The first admin's password changed",
      done: Boolean(firstAdmin?.passwordChangedAt),
      detail: !firstAdmin
        ? 'No admin exists yet. Create one: npm run admin:create -- --email you@example.in --password A-LONG-PASSWORD (or start the server with ADMIN_EMAIL and ADMIN_PASSWORD set).'
        : firstAdmin.passwordChangedAt
          ? `${firstAdmin.email}: changed ${firstAdmin.passwordChangedAt.toISOString()}`
          : `${firstAdmin.email}: still the password it was created with. Change it on the Staff page.`,
    },
    {
      id: 'backup',
      label: `A backup taken in the last ${backupMaxAgeDays} days`,
      done: backupAgeDays !== null && backupAgeDays <= backupMaxAgeDays,
      detail: backup
        ? `Last backup ${backup.at} to ${backup.outDir}${backupAgeDays !== null && backupAgeDays > backupMaxAgeDays ? ': too old' : ''}.`
        : 'No backup taken yet: npm run backup -- --out DIR (see the README).',
    },
    {
      // The same list as `npm run doctor`'s (shippedTexts): the site's descriptions nobody at the institute has confirmed.
      id: 'texts',
      label: 'Every description on the site written or checked by the institute',
      done: unconfirmed !== null && unconfirmed.length === 0,
      detail:
        unconfirmed === null
          ? 'No site content yet: start the server once.'
          : unconfirmed.length === 0
            ? 'Every description has been published by staff.'
            : `Not yet written by the institute (came with the software): ${unconfirmed.map((text) => `${text.kind} ${text.key}`).join(', ')}. Correct each, or publish it unchanged once checked, on Site content.`,
    },
  ];
}
