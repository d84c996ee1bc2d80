// How the last request reached the server (https or not, through a proxy or
// not), kept in a small file in DATA_DIR so `npm run doctor`, a separate
// process, can say whether TRUST_PROXY matches the deployment.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const recordName = 'last-request.json';

const recordSchema = z.object({
  at: z.string().datetime(),
  /** What the server decided (req.secure): https as TRUST_PROXY lets it see it. */
  secure: z.boolean(),
  /** The X-Forwarded-Proto header as received, or null: a proxy in front sends it. */
  forwardedProto: z.string().nullable(),
  host: z.string(),
  trustProxy: z.union([z.boolean(), z.number()]),
});
export type RequestRecord = z.infer<typeof recordSchema>;

export async function writeRequestRecord(dataDir: string, record: RequestRecord): Promise<void> {
  const file = path.join(dataDir, recordName);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(record) + '\n', { mode: 0o600 });
  await rename(temp, file);
}

export async function readRequestRecord(dataDir: string): Promise<RequestRecord | null> {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(await readFile(path.join(dataDir, recordName), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
