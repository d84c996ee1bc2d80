// `npm test`: every check, in phases, each timed. Typecheck and lint read
// the sources only, each on one core, so they run side by side; the build
// comes next because both test suites serve it (Vitest's global setup then
// finds it current and does not build again).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const phases = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  [['build', 'npm', ['run', 'build']]],
  [['vitest', 'npm', ['run', 'test:vitest']]],
  [['playwright', 'npm', ['run', 'test:e2e']]],
];

/** Runs one command with its output shown as it comes; resolves with its exit code and seconds. */
function run(name, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const times = [];
let failed;
for (const phase of phases) {
  const results = await Promise.all(phase.map(([name, command, args]) => run(name, command, args)));
  times.push(...results);
  failed = results.find((result) => result.code !== 0);
  if (failed) break;
}

console.log(`\nnpm test, by phase (Node ${process.version}):`);
for (const { name, code, seconds } of times) {
  console.log(`  ${name.padEnd(11)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : `  FAILED (exit ${code})`}`);
}
if (failed) process.exit(failed.code);
