// Publishing content (decision 070): every publish and every restore is a new
// version row; nothing is overwritten (the table's triggers refuse it).
import { and, desc, eq, sql } from 'drizzle-orm';
import { contentVersions } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { contentSchemaOf, type ContentBodies } from '../../../domain/schemas/content';
import type { ContentKind } from '../../../domain/vocabulary';
import type { Handle } from '../handle';
import { forgetContent } from './holder';

export interface Publisher {
  userId: number;
  name: string;
}

export const contentMessages = {
  notFound: 'No such content item.',
  versionNotFound: 'No such version.',
  codeTaken: 'A course with this code exists already.',
  codeFixed: 'A course keeps its code; add a new course for a new code.',
  programFixed: 'A course keeps its program; add a new course for the other program.',
} as const;

function checkedBody<Kind extends ContentKind>(kind: Kind, body: unknown, key: string | null): ContentBodies[Kind] {
  const parsed = contentSchemaOf(kind, key ?? '').safeParse(body);
  if (parsed.success) return parsed.data as ContentBodies[Kind];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Please check the fields.', { fieldErrors });
}

const latestVersion = (db: Handle, kind: ContentKind, key: string) =>
  db
    .select({ version: sql<number | null>`max(${contentVersions.version})` })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.key, key)))
    .get()?.version ?? null;

/** The program of a course's latest version (a course's program never changes). */
function currentProgram(db: Handle, code: string): string | undefined {
  const row = db
    .select({ body: contentVersions.body })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, 'course'), eq(contentVersions.key, code)))
    .orderBy(desc(contentVersions.version))
    .limit(1)
    .get();
  return row ? (JSON.parse(row.body) as { program?: string }).program : undefined;
}

/**
 * A new course's own page when staff gave none: /courses/ and its English
 * name in lower case with hyphens ("/courses/tally-prime-with-gst"), its
 * code where the name has no Latin letters, a number added if taken.
 */
function readablePath(db: Handle, course: ContentBodies['course']): string {
  const fromName = course.en.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  const slug = fromName.length >= 2 ? fromName : course.code.toLowerCase();
  const taken = new Set(
    db
      .select({ body: contentVersions.body })
      .from(contentVersions)
      .where(eq(contentVersions.kind, 'course'))
      .all()
      .map((row) => (JSON.parse(row.body) as { syllabusPath?: string | null }).syllabusPath),
  );
  let path = `/courses/${slug}`;
  for (let n = 2; taken.has(path); n += 1) path = `/courses/${slug}-${n}`;
  return path;
}

function insertVersion(db: Handle, kind: ContentKind, key: string, body: unknown, by: Publisher, restoredFrom: number | null) {
  const version = (latestVersion(db, kind, key) ?? 0) + 1;
  return db
    .insert(contentVersions)
    .values({
      kind,
      key,
      version,
      body: JSON.stringify(body),
      publishedBy: by.userId,
      publishedByName: by.name,
      restoredFrom,
    })
    .returning({ id: contentVersions.id, key: contentVersions.key, version: contentVersions.version })
    .get();
}

/**
 * Publishes a new version of an item. `key` null adds an item: a course is
 * keyed by its code, a notice gets the next number. A course keeps its code.
 */
export function publishContent<Kind extends ContentKind>(
  db: Handle,
  kind: Kind,
  key: string | null,
  body: unknown,
  by: Publisher,
): { id: number; key: string; version: number } {
  const checked = checkedBody(kind, body, key);
  const published = db.transaction((tx) => {
    let itemKey = key;
    if (kind === 'course') {
      const code = (checked as ContentBodies['course']).code;
      if (key === null) {
        if (latestVersion(tx, kind, code) !== null) throw new AppError('CONFLICT', contentMessages.codeTaken);
        itemKey = code;
        (checked as ContentBodies['course']).syllabusPath ??= readablePath(tx, checked as ContentBodies['course']);
      } else if (key !== code) throw new AppError('BAD_REQUEST', contentMessages.codeFixed);
      else {
        // Forms check a shipped course's program in the browser (domain/schemas/registration.ts).
        const was = currentProgram(tx, code);
        if (was !== undefined && was !== (checked as ContentBodies['course']).program)
          throw new AppError('BAD_REQUEST', contentMessages.programFixed, {
            fieldErrors: { program: [contentMessages.programFixed] },
          });
      }
    } else if (key === null) {
      if (kind !== 'notice') throw new AppError('BAD_REQUEST', contentMessages.notFound);
      const last = tx
        .select({ n: sql<number | null>`max(cast(${contentVersions.key} as integer))` })
        .from(contentVersions)
        .where(eq(contentVersions.kind, 'notice'))
        .get()?.n;
      itemKey = String((last ?? 0) + 1);
    }
    if (key !== null && latestVersion(tx, kind, key) === null) throw new AppError('NOT_FOUND', contentMessages.notFound);
    return insertVersion(tx, kind, itemKey!, checked, by, null);
  });
  forgetContent(db);
  return published;
}

export interface ContentVersionEntry {
  id: number;
  version: number;
  publishedAt: Date;
  publishedByName: string | null;
  restoredFrom: number | null;
  body: unknown;
}

/** Every version of an item, newest first. */
export function contentHistory(db: Handle, kind: ContentKind, key: string): ContentVersionEntry[] {
  const rows = db
    .select({
      id: contentVersions.id,
      version: contentVersions.version,
      publishedAt: contentVersions.publishedAt,
      publishedByName: contentVersions.publishedByName,
      restoredFrom: contentVersions.restoredFrom,
      body: contentVersions.body,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.key, key)))
    .orderBy(desc(contentVersions.version))
    .all();
  if (rows.length === 0) throw new AppError('NOT_FOUND', contentMessages.notFound);
  return rows.map((row) => ({ ...row, body: JSON.parse(row.body) as unknown }));
}

/** Publishes an earlier version's body again, as a new version that names it. */
export function restoreContent(db: Handle, versionId: number, by: Publisher): { id: number; key: string; version: number } {
  const restored = db.transaction((tx) => {
    const old = tx.select().from(contentVersions).where(eq(contentVersions.id, versionId)).get();
    if (!old) throw new AppError('NOT_FOUND', contentMessages.versionNotFound);
    const body = checkedBody(old.kind, JSON.parse(old.body), old.key);
    return insertVersion(tx, old.kind, old.key, body, by, old.id);
  });
  forgetContent(db);
  return restored;
}
