// The README's settings table names every settings key, so a new key cannot
// go undocumented.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsKeys } from '../../server/services/site/settings';

describe('the README', () => {
  it('lists every settings key in its settings table', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('Every settings key:'), readme.indexOf('## Checking an installation'));
    const rows = table.split('\n').filter((row) => row.startsWith('| `'));
    const documented = new Set(rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1])));
    expect(settingsKeys.filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !(settingsKeys as string[]).includes(key!))).toEqual([]);
  });
});
