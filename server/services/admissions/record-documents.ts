// Storing a record with its documents so that either both exist or neither,
// a power cut included (decision 003, files before rows). The service owns
// the transaction: storage only moves the files into place, this writes the
// rows that claim them, and a failed insert removes the files again.
import { durableTransaction, type Handle, type Transaction } from '../../../db/client';
import { uploads } from '../../../db/schema';
import type { DocumentOwnerType } from '../../../domain/vocabulary';
import { placeDocuments, type PreparedSet } from '../../storage/document-files';
import type { ReceivedForm } from '../../storage/multipart';
import { refusal } from '../../../domain/refusal';

/**
 * Refuses a submit whose staged uploads could not be used (gone, unfinished).
 * Called after the resend check, which may answer such a submit first.
 */
export function refuseUnusableStagedUploads(upload: ReceivedForm | null | undefined): void {
  const refused = upload?.stagedRefusals;
  const [first] = refused ? Object.values(refused) : [];
  if (refused && first) throw refusal('BAD_REQUEST', first, { fieldSaid: refused });
}

/**
 * Places the prepared files, then runs `insertRecord` and inserts one uploads
 * row per file for the new record, all in ONE transaction, on the disk when
 * this returns: the applicant is shown its reference id next.
 */
export async function saveRecordWithDocuments<Row extends { id: number }>(options: {
  db: Handle;
  dataDir: string;
  ownerType: DocumentOwnerType;
  prepared: PreparedSet;
  insertRecord: (tx: Transaction) => Row;
}): Promise<Row> {
  const placed = await placeDocuments(options.dataDir, options.prepared);
  try {
    return durableTransaction(options.db, (tx) => {
      const record = options.insertRecord(tx);
      if (placed.documents.length > 0) {
        tx.insert(uploads)
          .values(
            placed.documents.map((document) => ({
              ownerType: options.ownerType,
              ownerId: record.id,
              kind: document.kind,
              storedName: document.storedName,
              originalName: document.originalName,
              detectedType: document.detectedType,
              bytes: document.bytes,
              sha256: document.sha256,
            })),
          )
          .run();
      }
      return record;
    });
  } catch (error) {
    await placed.remove();
    throw error;
  }
}
