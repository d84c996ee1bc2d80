// `npm test`: every check, in phases, each timed. Typecheck and lint read
// the sources only, each on one core, so they run side by side; the build
// comes next because both test suites serve it (Vitest's global setup then
// finds it current and does not build again).
//
// TEST_ALSO_ON_NODE=22 (set by .ci/run) runs the Vitest suites a second time
// on that Node (scripts/with-node.sh), beside Playwright, on one worker, its
// output kept in a file and shown when it ends. Playwright mostly waits (on
// pages, animations, the server it drives): under stress-ng on both cores
// its run took a tenth longer, while the second Vitest pass after it took
// three minutes more (decision 063).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const alsoOnNode = process.env.TEST_ALSO_ON_NODE;
const besideLog = 'tests/.tmp/vitest-beside-playwright.log';

const phases = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  [['build', 'npm', ['run', 'build']]],
  [['vitest', 'npm', ['run', 'test:vitest']]],
  [
    ['playwright', 'npm', ['run', 'test:e2e']],
    ...(alsoOnNode
      ? [
          [
            `vitest (Node ${alsoOnNode})`,
            'bash',
            ['scripts/with-node.sh', alsoOnNode, 'npx', 'vitest', 'run', '--maxWorkers=1', '--minWorkers=1'],
            besideLog,
          ],
        ]
      : []),
  ],
];

/**
 * Runs one command, its output shown as it comes (or written to `log`);
 * resolves with its exit code and seconds.
 */
function run(name, command, args, log) {
  const started = performance.now();
  return new Promise((resolve) => {
    let output;
    if (log) {
      mkdirSync('tests/.tmp', { recursive: true });
      output = createWriteStream(log);
    }
    const child = spawn(command, args, { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) {
      child.stdout.pipe(output, { end: false });
      child.stderr.pipe(output, { end: false });
    }
    child.on('close', (code, signal) => {
      const done = () => {
        if (log) console.log(`\n--- ${name}: its output (${log}) ---\n${readFileSync(log, 'utf8')}`);
        resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 });
      };
      if (output) output.end(done);
      else done();
    });
  });
}

const times = [];
let failed;
for (const phase of phases) {
  const results = await Promise.all(phase.map(([name, command, args, log]) => run(name, command, args, log)));
  times.push(...results);
  failed = results.find((result) => result.code !== 0);
  if (failed) break;
}

console.log(`\nnpm test, by phase (Node ${process.version}):`);
for (const { name, code, seconds } of times) {
  console.log(`  ${name.padEnd(17)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : `  FAILED (exit ${code})`}`);
}
if (failed) process.exit(failed.code);
