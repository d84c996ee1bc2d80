// Once per run: make sure build/ holds the current code (the HTTP tests
// serve it), and migrate one base database that each test copies (fast and
// isolated).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { seedSettings } from '../../server/services/site/settings';
import { seedContent } from '../../server/services/content';
import { ensureFreshBuild } from './fresh-build';
import { configureTestInstitute } from './institute';

export const baseDataDir = path.resolve('tests/.tmp/base');

export default function setup() {
  ensureFreshBuild(path.resolve('.'));
  rmSync(baseDataDir, { recursive: true, force: true });
  mkdirSync(baseDataDir, { recursive: true });
  const db = openDatabase(baseDataDir);
  seedSettings(db);
  seedContent(db);
  configureTestInstitute(db);
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
}
