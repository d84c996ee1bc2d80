// npm run backup -- --out DIR
// A consistent online backup of DATA_DIR (safe while the server runs).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { dataDirFromEnv } from '../server/config';
import { backupSite, BackupError } from '../server/storage/backup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out DIR   (DIR must be new or empty; DATA_DIR as for the server)');
  process.exit(1);
}
const dataDir = dataDirFromEnv();
const outDir = path.resolve(values.out);
try {
  const manifest = await backupSite(dataDir, outDir);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`Backed up ${dataDir} to ${outDir}: ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(2);
}
