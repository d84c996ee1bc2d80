// Site settings staff can change without a release. Defaults are the spec's
// values; rows in the settings table override them.
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DB } from '../../db/client';
import { settings, settingsEvents } from '../../db/schema';
import { bumpContentVersion } from './content-version';

export const settingsSchema = z.object({
  admissionSession: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}$/, 'Use the form 2025-26.'),
  registrationFee: z.coerce.number().int().min(0).max(100_000),
  admissionFee: z.coerce.number().int().min(0).max(1_000_000),
  upiId: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'Enter a UPI id such as name@bank.'),
  upiPayeeName: z.string().trim().min(2).max(60),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{10,16}$/, 'Enter a phone number.'),
  contactEmail: z.string().trim().email('Enter an email address.'),
  contactAddress: z.string().trim().min(5).max(300),
  officeHours: z.string().trim().min(5).max(120),
});

export type SiteSettings = z.infer<typeof settingsSchema>;
export type SettingsKey = keyof SiteSettings;

export const defaultSettings: SiteSettings = {
  admissionSession: '2025-26',
  registrationFee: 100,
  admissionFee: 5000,
  upiId: 'jyotiinstitute@sbi',
  upiPayeeName: 'Jyoti Institute',
  contactPhone: '+91 90000 00000',
  contactEmail: 'info@jyotiinstitute.in',
  contactAddress: 'Main Road, Gandhinagar, District Purnia, Bihar 854301',
  officeHours: 'Monday to Saturday, 9:00 AM to 5:00 PM',
};

const keys = Object.keys(defaultSettings) as SettingsKey[];

/** Writes the defaults for keys that have no row yet. Run at start-up. */
export function seedSettings(db: DB) {
  db.insert(settings)
    .values(keys.map((key) => ({ key, value: JSON.stringify(defaultSettings[key]) })))
    .onConflictDoNothing()
    .run();
}

// One process owns the database, so an in-memory copy stays correct as long
// as every change goes through updateSettings.
let cached: { db: DB; value: SiteSettings } | null = null;

export function getSettings(db: DB): SiteSettings {
  if (cached?.db === db) return cached.value;
  const rows = db.select().from(settings).where(inArray(settings.key, keys)).all();
  const stored = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const parsed = settingsSchema.safeParse({ ...defaultSettings, ...stored });
  const value = parsed.success ? parsed.data : defaultSettings;
  cached = { db, value };
  return value;
}

export function updateSettings(db: DB, patch: Partial<SiteSettings>, userId: number | null): SiteSettings {
  const next = settingsSchema.parse({ ...getSettings(db), ...patch });
  const current = getSettings(db);
  db.transaction((tx) => {
    for (const key of keys) {
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
