// The servers a test file has started (tests/support/server.ts adds and
// removes them). Its own small module: tests/support/server-on-failure.ts,
// which every test file loads, reads it, and importing server.ts there (the
// database client, the settings) cost every file, unit tests included, about
// half a second: 23 s of the unit tests' 24 (measured with and without).
import type { ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  cleanup: () => Promise<void>;
}

/** The servers this test file started and has not cleaned up (tests/support/server-on-failure.ts reads them). */
export const runningServers = new Set<RunningServer>();
