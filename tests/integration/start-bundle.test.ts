// What a start parses: build/server-node/index.js and the chunks it imports
// statically. The packages only some requests need are loaded on first use
// (ADR 025); a static import of one of them would put it back in every start.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const bundleDir = path.resolve('build/server-node');

/** The entry and every file reached from it through static imports (not import()). */
function loadedAtStart(): Map<string, string> {
  const files = new Map<string, string>();
  const pending = ['index.js'];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    const text = readFileSync(path.join(bundleDir, file), 'utf8');
    files.set(file, text);
    for (const match of text.matchAll(/^(?:import|export)\b[^;]*?from\s*"(\.{1,2}\/[^"]+)"|^import\s*"(\.{1,2}\/[^"]+)"/gm)) {
      pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2]!)));
    }
  }
  return files;
}

describe('the server bundle', () => {
  it('parses at start none of the packages that only some requests need', () => {
    const files = loadedAtStart();
    const startText = [...files.values()].join('\n');
    // esbuild marks each bundled file with a comment naming its path.
    const sources = (text: string) =>
      new Set([...text.matchAll(/^\/\/ (node_modules\/(?:@[^/\n]+\/)?[^/\n]+|server\/[^\n]+\.ts$)/gm)].map((m) => m[1]!));
    const atStart = sources(startText);
    const lazy = [
      'node_modules/exceljs',
      'node_modules/nodemailer',
      'node_modules/qrcode',
      'node_modules/csv-parse',
      'node_modules/@tus/server',
      'node_modules/@tus/file-store',
      'server/legacy/openapi.ts',
      'server/mail/outbox-sender.ts',
    ];
    expect(lazy.filter((name) => atStart.has(name))).toEqual([]);
    // ...and each of them is still in the build, in a chunk loaded on first use.
    const everywhere = sources(`${startText}\n${readChunks()}`);
    expect(lazy.filter((name) => !everywhere.has(name))).toEqual([]);
    // The start itself still has what every request needs.
    expect(atStart.has('node_modules/express')).toBe(true);
  });
});

/** Every chunk of the build, loaded at start or not. */
function readChunks(): string {
  const dir = path.join(bundleDir, 'chunks');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}
