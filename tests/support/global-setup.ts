// Migrate one base database per run; each test copies it (fast and isolated).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { seedSettings } from '../../server/services/settings';

export const baseDataDir = path.resolve('tests/.tmp/base');

export default function setup() {
  rmSync(baseDataDir, { recursive: true, force: true });
  mkdirSync(baseDataDir, { recursive: true });
  const db = openDatabase(baseDataDir);
  seedSettings(db);
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
}
