// Resident memory of a process, from /proc (Linux).
import { readFileSync } from 'node:fs';

const field = (pid: number, name: string) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/** Current resident set, MB. */
export const rssMb = (pid: number) => field(pid, 'VmRSS');
/** Highest resident set since start, MB. */
export const peakRssMb = (pid: number) => field(pid, 'VmHWM');

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime) in clock ticks; 100 per second on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
