// When a test fails, say how each server it talks to is: still running or
// gone (its exit code or signal), and the end of what it logged. A fetch that
// fails with a reset says nothing about the server's side on its own; this
// is where a crash, an error the server logged, or a healthy server shows.
import { beforeEach } from 'vitest';
import { runningServers } from './running-servers';

const shownBytes = 4000;

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const server of runningServers) {
      const { pid, exitCode, signalCode } = server.process;
      const state =
        exitCode === null && signalCode === null ? 'still running' : `exited (code ${exitCode}, signal ${signalCode})`;
      const output = server.output();
      const tail = output.length > shownBytes ? `...${output.slice(-shownBytes)}` : output || '(nothing logged)';
      console.error(`server ${server.url} (pid ${pid}) at the failure: ${state}; its log:\n${tail}`);
    }
  });
});
