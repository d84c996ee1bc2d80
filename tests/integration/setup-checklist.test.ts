// The go-live checklist against a real SQLite file and DATA_DIR: each item
// turns done only by the real act (settings, a password change, a backup
// taken with the backup code), and a backup older than 7 days stops counting.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changePassword, createAdmin } from '../../server/services/staff/auth';
import { updateSettings } from '../../server/services/site/settings';
import { setupChecklist } from '../../server/services/upkeep/setup-checklist';
import { recordBackup } from '../../server/storage/backup-record';
import { backupSite } from '../../server/storage/backup';
import { createTestDb, type TestDb } from '../support/db';

let t: TestDb;
let backups: string;
beforeEach(() => {
  t = createTestDb();
  backups = mkdtempSync(path.join(os.tmpdir(), 'institute-backups-'));
});
afterEach(() => {
  t.cleanup();
  rmSync(backups, { recursive: true, force: true });
});

const doneOf = async (now?: number) =>
  Object.fromEntries((await setupChecklist(t.db, t.dataDir, now)).map((item) => [item.id, item.done]));

describe('the setup checklist', () => {
  it('on an install with nothing set, nothing is done', async () => {
    updateSettings(t.db, { instituteName: '', contactPhone: '', contactEmail: '', upiId: '' }, null);
    expect(await doneOf()).toEqual({
      name: false,
      contacts: false,
      payment: false,
      adminPassword: false,
      backup: false,
      texts: false,
    });
    const items = await setupChecklist(t.db, t.dataDir);
    expect(items.find((item) => item.id === 'adminPassword')!.detail).toMatch(
      /^No admin exists yet. Create one: npm run admin:create -- --email /,
    );
  });

  it('turns each item done by the act itself', async () => {
    updateSettings(
      t.db,
      { instituteName: 'Asha Computer Centre', contactPhone: '', contactEmail: 'office@asha.example', upiId: 'asha@okaxis' },
      null,
    );
    const admin = await createAdmin(t.db, { email: 'first@example.in', password: 'first-long-secret' });
    await createAdmin(t.db, { email: 'second@example.in', password: 'second-long-secret' });
    expect(await doneOf()).toEqual({
      name: true,
      contacts: true,
      payment: true,
      adminPassword: false,
      backup: false,
      texts: false,
    });

    await changePassword(t.db, admin.id, 'first-long-secret', 'a-new-long-secret', null);
    await backupSite(t.dataDir, path.join(backups, 'today'));
    expect(await doneOf()).toEqual({
      name: true,
      contacts: true,
      payment: true,
      adminPassword: true,
      backup: true,
      texts: false,
    });
    const backup = (await setupChecklist(t.db, t.dataDir)).find((item) => item.id === 'backup')!;
    expect(backup.detail).toContain(path.join(backups, 'today'));
  });

  it('counts a backup for 7 days only', async () => {
    const at = Date.parse('2026-11-01T02:30:00.000Z');
    await recordBackup(t.dataDir, { at: new Date(at).toISOString(), outDir: '/srv/backups/2026-11-01', files: 3 });
    expect((await doneOf(at + 6.9 * 24 * 3600 * 1000)).backup).toBe(true);
    expect((await doneOf(at + 7.1 * 24 * 3600 * 1000)).backup).toBe(false);
  });
});
