// The content in force, held in memory (decision 070): one process serves the
// site, so the current version of every item is read once and kept until a
// publish here (forgetContent) or a write by another process (SQLite's
// data_version: a restore, a script) makes it stale. Pages and procedures
// read it from here, never row by row.
import { asc, sql } from 'drizzle-orm';
import { externalChangeCounter, type DB } from '../../../db/client';
import { contentVersions } from '../../../db/schema';
import { siteTexts } from '../../../domain/catalogue/site-texts';
import { contentSchemaOf, type ContentBodies } from '../../../domain/schemas/content';
import type { ContentKind } from '../../../domain/vocabulary';
import type { Handle } from '../handle';
import { bumpContentVersion } from '../site/content-version';

export interface CurrentItem<Kind extends ContentKind> {
  key: string;
  version: number;
  /** The row of this version (what a restore names). */
  id: number;
  body: ContentBodies[Kind];
  publishedAt: Date;
  /** Null: the version that came with the software. */
  publishedByName: string | null;
  /** Whether this version is the one that came with the software (never reviewed by staff). */
  shipped: boolean;
}

export type Content = { [Kind in ContentKind]: CurrentItem<Kind>[] };

const held = new WeakMap<DB['$client'], { version: number; content: Content }>();

/** The latest version of every item, each kind in the order its items were first published. */
function readContent(db: Handle): Content {
  const latest = db
    .select()
    .from(contentVersions)
    .where(
      sql`${contentVersions.version} = (select max(v.version) from content_versions v where v.kind = ${contentVersions.kind} and v.key = ${contentVersions.key})`,
    )
    .orderBy(
      asc(
        sql`(select min(f.id) from content_versions f where f.kind = ${contentVersions.kind} and f.key = ${contentVersions.key})`,
      ),
    )
    .all();
  const content: Content = { course: [], centre: [], text: [], notice: [] };
  for (const row of latest) {
    // A body that no longer passes its schema (a rule tightened since) is left
    // out rather than shown half-right; the editor still lists its history.
    const parsed = contentSchemaOf(row.kind, row.key).safeParse(JSON.parse(row.body));
    if (!parsed.success) continue;
    // A site text whose key left the catalogue (decision 085) is history only: no page, editor or checklist reads it.
    if (row.kind === 'text' && !Object.hasOwn(siteTexts, row.key)) continue;
    (content[row.kind] as CurrentItem<ContentKind>[]).push({
      key: row.key,
      version: row.version,
      id: row.id,
      body: parsed.data,
      publishedAt: row.publishedAt,
      publishedByName: row.publishedByName,
      shipped: row.publishedBy === null && row.restoredFrom === null,
    });
  }
  return content;
}

/** The content in force. Inside a transaction, pass its handle: it is read there. */
export function currentContent(db: Handle): Content {
  if ('rollback' in db) return readContent(db);
  const version = externalChangeCounter(db as DB);
  const kept = held.get(db.$client);
  if (kept && kept.version === version) return kept.content;
  const content = readContent(db);
  held.set(db.$client, { version, content });
  return content;
}

/** After a publish on this connection: the next read loads it, and cached pages follow (decision 072). */
export function forgetContent(db: Handle) {
  held.delete(db.$client);
  bumpContentVersion();
}
