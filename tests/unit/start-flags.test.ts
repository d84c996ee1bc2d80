// npm start, the README's systemd unit and the bench start the server with
// the same Node options and malloc settings (decision 030): a change to one
// that misses another would make the bench measure something production does not run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionMallocEnv, productionNodeArgs } from '../../bench/production-start';

const root = path.resolve(import.meta.dirname, '../..');
const startScript: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const unit = /\[Service\][\s\S]*?ExecStart=\/usr\/bin\/node [^\n]*scripts\/start\.mjs/.exec(readme)?.[0] ?? '';

describe('how the server is started', () => {
  it('npm start passes the Node options and malloc settings the bench uses', () => {
    expect(startScript).toContain(`node ${productionNodeArgs.join(' ')} scripts/start.mjs`);
    for (const [name, value] of Object.entries(productionMallocEnv))
      expect(startScript).toContain(`${name}=\${${name}:-${value}}`);
    expect(startScript.match(/MALLOC_\w+=/g)).toHaveLength(Object.keys(productionMallocEnv).length);
  });

  it("the README's systemd unit passes the same", () => {
    expect(unit).toContain(`ExecStart=/usr/bin/node ${productionNodeArgs.join(' ')} scripts/start.mjs`);
    for (const [name, value] of Object.entries(productionMallocEnv)) expect(unit).toContain(`Environment=${name}=${value}\n`);
    expect(unit.match(/Environment=MALLOC_\w+=/g)).toHaveLength(Object.keys(productionMallocEnv).length);
  });
});
