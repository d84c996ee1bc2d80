// npm run restore -- --from DIR
// Verifies a backup's checksums, then restores it into an empty DATA_DIR.
// Stop the server first; start it on the restored DATA_DIR afterwards.
// Every session and API token of the backup ends: admins sign in again.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { dataDirFromEnv } from '../server/config';
import { endAllSessions } from '../server/services/staff';
import { holdQueuedEmailsAfterRestore } from '../server/services/messages';
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
  // A restored site starts signed out: the backup's sessions and API tokens
  // (which, unlike cookies, do not depend on the session secret) all end.
  const db = openDatabase(dataDir);
  let ended: number;
  let held: number;
  try {
    ended = endAllSessions(db);
    // Emails queued when the backup was taken may have gone out since: none is sent again unasked.
    held = holdQueuedEmailsAfterRestore(db);
  } finally {
    db.$client.close();
  }
  console.log(`Restored ${manifest.files.length} files from ${fromDir} (made ${manifest.createdAt}) into ${dataDir}.`);
  console.log(`Ended ${ended} session${ended === 1 ? '' : 's'}: every admin signs in again.`);
  if (held > 0) {
    console.log(
      `Held ${held} email${held === 1 ? '' : 's'} that ${held === 1 ? 'was' : 'were'} waiting to be sent when the backup was taken ` +
        '(it may have gone out since): the dashboard lists them to send or cancel.',
    );
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(2);
}
