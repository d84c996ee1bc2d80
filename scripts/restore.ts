// npm run restore -- --from DIR
// Verifies a backup's checksums, then restores it into an empty DATA_DIR.
// Stop the server first; start it on the restored DATA_DIR afterwards.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { dataDirFromEnv } from '../server/config';
import { BackupError, restoreSite } from '../server/storage/backup';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Usage: DATA_DIR=/empty/folder npm run restore -- --from DIR');
  process.exit(1);
}
const dataDir = dataDirFromEnv();
const fromDir = path.resolve(values.from);
try {
  const manifest = await restoreSite(fromDir, dataDir);
  console.log(`Restored ${manifest.files.length} files from ${fromDir} (made ${manifest.createdAt}) into ${dataDir}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(2);
}
