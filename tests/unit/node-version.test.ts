// The supported Node.js versions are written in four places: package.json's
// engines, the start script's check, scripts/with-node.sh (what CI runs on)
// and the README. These tests keep them saying the same thing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/node-version.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pinned = [...read('scripts/with-node.sh').matchAll(/^\s+(\d+)\) version=([\d.]+) ;;$/gm)].map(
  ([, major = '', version = '']) => ({
    major,
    version,
  }),
);

describe('supported Node.js versions', () => {
  it('refuses Node 20 and 22 before 22.20 with a sentence that says what to use', () => {
    expect(nodeVersionProblem('v20.20.2')).toMatch(/^Node\.js v20\.20\.2 is not supported: use Node\.js 24 LTS/);
    expect(nodeVersionProblem('v22.19.0')).toContain('scripts/with-node.sh 24 npm start');
    expect(nodeVersionProblem('v22.20.0')).toBeNull();
    expect(nodeVersionProblem('v24.21.0')).toBeNull();
    expect(nodeVersionProblem('v26.0.0')).toBeNull();
  });

  it('package.json, CI and the README name the same versions', () => {
    expect(JSON.parse(read('package.json')).engines.node).toBe('>=22.20');
    expect(pinned.map(({ major }) => major)).toEqual(['24', '22']);
    const readme = read('README.md');
    for (const { major, version } of pinned) {
      expect(version.startsWith(`${major}.`)).toBe(true);
      expect(nodeVersionProblem(`v${version}`)).toBeNull();
      expect(readme).toContain(version);
    }
    expect(read('.ci/run')).toMatch(
      /with-node\.sh 24 npm ci\n[\s\S]*with-node\.sh 24 npm test\n[\s\S]*with-node\.sh 22 npm run test:vitest/,
    );
  });

  it('this test itself runs on a supported Node', () => {
    expect(nodeVersionProblem(process.version)).toBeNull();
  });
});
