// Site settings staff change without a release. Defaults are the spec's own
// facts (session, fees, office hours); every institute-specific fact the spec
// does not give (name, contacts, addresses, UPI id, ...) starts empty, so a
// fresh install never shows a made-up value. Rows in the settings table
// override the defaults.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DB, Handle } from '../../../db/client';
import { externalChangeCounter } from '../../../db/client';
import { settings, settingsEvents } from '../../../db/schema';
import { defaultOfficeHours } from '../../../domain/catalogue/site';
import { bumpContentVersion } from './content-version';

/** Empty (not set) or a value the given schema accepts. */
const optional = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), schema]));

const phone = z.string().regex(/^\+?[0-9 -]{10,16}$/, 'Enter a phone number.');
const link = z
  .string()
  .max(500)
  .regex(/^https:\/\/[^\s]+$/, 'Enter a link that starts with https://.');
const brandImageName = z.string().regex(/^[0-9a-f]{24}\.png$/, 'Upload the image on the admin Settings screen.');
// Staff's words, the same on the Settings screen and from `npm run settings`
// (never zod's own "Too small: expected number to be >=0").
const rupees = (max: number) => {
  const message = `Enter a whole number of rupees from 1 to ${max.toLocaleString('en-IN')}.`;
  return z.coerce.number({ error: message }).int(message).min(1, feeMessages.zero).max(max, message);
};
const text = (max: number) =>
  z.string().min(2, 'Enter at least 2 characters.').max(max, `Please keep this under ${max} characters.`);

export const upiAccountKinds = ['personal', 'merchant'] as const;
export type UpiAccountKind = (typeof upiAccountKinds)[number];

/** Above this, NPCI does not let a personal id be paid from a QR picked out of the gallery. */
export const personalGalleryLimitRupees = 2000;

export const feeMessages = {
  whole: 'Enter the fee in whole rupees.',
  zero: 'A fee of ₹0 cannot be paid by UPI or receipted; enter at least ₹1.',
  tooHigh: 'This fee is higher than the site allows.',
} as const;

export const settingsSchema = z.object({
  admissionSession: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}$/, 'Use the form 2025-26.'),
  // A fee of ₹0 cannot be paid by UPI (apps refuse am=0) and gives nothing to receipt.
  registrationFee: rupees(100_000),
  admissionFee: rupees(1_000_000),
  /** How long an applicant has to answer a correction (decision 048). */
  correctionDays: z.coerce.number().int().min(1, 'At least 1 day.').max(60, 'At most 60 days.'),
  /** When an intake's seat is taken: at approval (default) or at submission (decision 049). */
  seatsTakenAt: z.enum(['approval', 'submission']),
  /** How long an applicant offered a seat from a waitlist has to pay (decision 051). */
  offerDays: z.coerce.number().int().min(1, 'At least 1 day.').max(30, 'At most 30 days.'),
  /**
   * When a fee account's instalment is reminded of: days from its due date, before (−) or after
   * (issue 53). Each instalment gets each reminder once, and none once it is paid.
   */
  feeReminderDays: z
    .string()
    .trim()
    .regex(/^$|^-?\d{1,3}(,\s*-?\d{1,3}){0,5}$/, 'Enter days from the due date, separated by commas, such as -3,0,7.'),
  officeHours: z
    .string()
    .trim()
    .min(5, `Enter at least 5 characters, such as ${defaultOfficeHours}.`)
    .max(120, 'Please keep this under 120 characters.'),
  instituteName: optional(text(120)),
  instituteShortName: optional(text(40)),
  tagline: optional(text(120)),
  upiId: optional(z.string().regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'Enter a UPI id such as name@bank.')),
  upiPayeeName: optional(text(60)),
  /**
   * What the UPI id is: a verified merchant account, or a personal id. NPCI
   * (OC-76C, in force from 30 April 2025) disallows "Pay with a UPI app"
   * links to personal ids and caps paying a QR from the gallery at ₹2,000.
   */
  upiAccountKind: z.enum(upiAccountKinds, { message: 'Choose merchant or personal.' }),
  /** The institute's GSTIN, printed on receipts only when set. */
  gstin: optional(
    z
      .string()
      .toUpperCase()
      .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'Enter a 15-character GSTIN such as 10ABCDE1234F1Z5.'),
  ),
  contactPhone: optional(phone),
  whatsappNumber: optional(phone),
  contactEmail: optional(z.string().email('Enter an email address.')),
  contactAddress: optional(text(300)),
  gandhinagarAddress: optional(text(300)),
  gandhinagarPhone: optional(phone),
  gandhinagarMapUrl: optional(link),
  belwaAddress: optional(text(300)),
  belwaPhone: optional(phone),
  belwaMapUrl: optional(link),
  azamnagarAddress: optional(text(300)),
  azamnagarPhone: optional(phone),
  azamnagarMapUrl: optional(link),
  facebookUrl: optional(link),
  youtubeUrl: optional(link),
  instagramUrl: optional(link),
  grievanceOfficerName: optional(text(120)),
  grievanceOfficerContact: optional(text(200)),
  // Printed before the year and sequence of a certificate's number
  // (services/certificates/certificates.ts); empty: the number is the year and sequence alone.
  certificatePrefix: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z.union([
        z.literal(''),
        z
          .string()
          .max(16, 'Please keep this under 16 characters.')
          .regex(/^[A-Z0-9]+(?:[-/][A-Z0-9]+)*$/, 'Use letters and digits, separated by / or - (for example ABC or ABC-VT).'),
      ]),
    ),
  // File names under DATA_DIR/brand, written by the image upload only (brand-images.ts).
  logoImage: optional(brandImageName),
  merchantQrImage: optional(brandImageName),
});

export type SiteSettings = z.infer<typeof settingsSchema>;
export type SettingsKey = keyof SiteSettings;

export const defaultSettings: SiteSettings = {
  admissionSession: '2025-26',
  registrationFee: 100,
  admissionFee: 5000,
  correctionDays: 7,
  seatsTakenAt: 'approval',
  offerDays: 3,
  feeReminderDays: '-3,0,7',
  officeHours: defaultOfficeHours,
  instituteName: '',
  instituteShortName: '',
  tagline: '',
  upiId: '',
  upiPayeeName: '',
  upiAccountKind: 'personal',
  gstin: '',
  contactPhone: '',
  whatsappNumber: '',
  contactEmail: '',
  contactAddress: '',
  gandhinagarAddress: '',
  gandhinagarPhone: '',
  gandhinagarMapUrl: '',
  belwaAddress: '',
  belwaPhone: '',
  belwaMapUrl: '',
  azamnagarAddress: '',
  azamnagarPhone: '',
  azamnagarMapUrl: '',
  facebookUrl: '',
  youtubeUrl: '',
  instagramUrl: '',
  grievanceOfficerName: '',
  grievanceOfficerContact: '',
  certificatePrefix: '',
  logoImage: '',
  merchantQrImage: '',
};

export const settingsKeys = Object.keys(defaultSettings) as SettingsKey[];

/** Settings that name an uploaded file: set by the image upload, never typed in. */
export const imageSettingsKeys = ['logoImage', 'merchantQrImage'] as const satisfies readonly SettingsKey[];

/** What the admin screen's form (and the update procedure) may change: every setting but the image files. */
export const typedSettingsSchema = settingsSchema.omit({ logoImage: true, merchantQrImage: true });

export const isSettingsKey = (key: string): key is SettingsKey => (settingsKeys as string[]).includes(key);

// Values earlier releases seeded as defaults although nobody here chose
// them; a row still holding one (never edited by staff) is emptied at start.
const inventedDefaults: Partial<Record<SettingsKey, string>> = {
  upiId: 'jyotiinstitute@sbi',
  upiPayeeName: 'Jyoti Institute',
  contactPhone: '+91 90000 00000',
  contactEmail: 'info@jyotiinstitute.in',
  contactAddress: 'Main Road, Gandhinagar, District Purnia, Bihar 854301',
};

/** Writes the defaults for keys that have no row yet. Run at start-up. */
export function seedSettings(db: Handle) {
  db.transaction((tx) => {
    for (const [key, invented] of Object.entries(inventedDefaults)) {
      tx.update(settings)
        .set({ value: JSON.stringify('') })
        .where(and(eq(settings.key, key), eq(settings.value, JSON.stringify(invented)), isNull(settings.updatedAt)))
        .run();
    }
  });
  db.insert(settings)
    .values(settingsKeys.map((key) => ({ key, value: JSON.stringify(defaultSettings[key]) })))
    .onConflictDoNothing()
    .run();
}

// The copy in memory is valid while neither this connection wrote (cached is
// cleared then) nor another process did (`npm run settings` while the server
// runs): SQLite's data_version changes on the latter.
let cached: { db: Handle; version: number; value: SiteSettings } | null = null;

/**
 * The settings in force. Inside a transaction, pass its handle: they are read
 * in it, not from the copy in memory.
 */
export function getSettings(db: Handle): SiteSettings {
  if (!isDatabase(db)) return settingsFromRows(db);
  const version = externalChangeCounter(db);
  if (cached?.db === db && cached.version === version) return cached.value;
  cached = { db, version, value: settingsFromRows(db) };
  return cached.value;
}

/** The database itself, not a transaction's handle (which carries the connection too, and can roll back). */
function isDatabase(db: Handle): db is DB {
  return !('rollback' in db);
}

function settingsFromRows(db: Handle): SiteSettings {
  const rows = db.select().from(settings).where(inArray(settings.key, settingsKeys)).all();
  const value = { ...defaultSettings } as Record<SettingsKey, unknown>;
  // A row that no longer passes (a rule tightened since) falls back to its
  // default alone, not the whole set.
  for (const row of rows) {
    const key = row.key as SettingsKey;
    let stored: unknown;
    try {
      stored = JSON.parse(row.value) as unknown;
    } catch {
      continue;
    }
    const parsed = settingsSchema.shape[key].safeParse(stored);
    if (parsed.success) value[key] = parsed.data;
  }
  return value as SiteSettings;
}

/** A stored value that no longer passes its rule: the site uses the default instead. */
export interface InvalidStoredSetting {
  key: SettingsKey;
  /** The value as stored (JSON-decoded when it can be). */
  stored: unknown;
  /** Why it fails, in the Settings screen's words. */
  problem: string;
  /** What the site uses meanwhile. */
  usedInstead: unknown;
}

/**
 * Rows whose value fails its rule (written by an older release or by hand).
 * getSettings quietly uses the default for them; `npm run doctor` and
 * `npm run settings -- get` must say so instead of showing the default.
 */
export function invalidStoredSettings(db: Handle): InvalidStoredSetting[] {
  const rows = db.select().from(settings).where(inArray(settings.key, settingsKeys)).all();
  const found: InvalidStoredSetting[] = [];
  for (const row of rows) {
    const key = row.key as SettingsKey;
    let stored: unknown = row.value;
    try {
      stored = JSON.parse(row.value) as unknown;
    } catch {
      // Not JSON at all: shown as it is.
    }
    const parsed = settingsSchema.shape[key].safeParse(stored);
    if (!parsed.success) {
      found.push({
        key,
        stored,
        problem: parsed.error.issues[0]?.message ?? 'not a valid value',
        usedInstead: defaultSettings[key],
      });
    }
  }
  return found;
}

export function updateSettings(db: Handle, patch: Partial<SiteSettings>, userId: number | null): SiteSettings {
  const current = getSettings(db);
  const next = settingsSchema.parse({ ...current, ...patch });
  db.transaction((tx) => {
    for (const key of settingsKeys) {
      if (JSON.stringify(next[key]) === JSON.stringify(current[key])) continue;
      const value = JSON.stringify(next[key]);
      tx.insert(settings)
        .values({ key, value, updatedAt: new Date(), updatedBy: userId })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date(), updatedBy: userId } })
        .run();
      tx.insert(settingsEvents)
        .values({ key, oldValue: JSON.stringify(current[key]), newValue: value, userId })
        .run();
    }
  });
  cached = null;
  bumpContentVersion();
  return getSettings(db);
}

/** True when applicants can pay online: a UPI id or the institute's merchant QR is set. */
export const onlinePaymentReady = (value: SiteSettings) => value.upiId !== '' || value.merchantQrImage !== '';
