/** How busy the machine is, printed and stored with every set of figures. */
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineLoad {
  at: string;
  /** 1, 5 and 15 minute load averages. */
  loadavg: number[];
  cores: number;
}

export function machineLoad(): MachineLoad {
  return { at: new Date().toISOString(), loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100), cores: os.cpus().length };
}

export function describeLoad(load: MachineLoad): string {
  return `load average ${load.loadavg.join(' / ')} (1/5/15 min) on ${load.cores} cores`;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits (up to `maxMs`) until the 1-minute load average falls below `below`, so a measurement
 * does not start while the previous one's processes are still winding down. Returns the load seen.
 */
export async function settle(below: number, maxMs: number): Promise<MachineLoad> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const load = machineLoad();
    if (load.loadavg[0]! < below || Date.now() > deadline) return load;
    await sleep(5_000);
  }
}

export interface ProcessMemory {
  rssMb: number;
  peakMb: number;
}

/** A process's resident memory now and at its peak, in MiB (Linux /proc; null elsewhere). */
export function processMemory(pid: number): ProcessMemory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const [rss, peak] = [kb('VmRSS'), kb('VmHWM')];
    return Number.isFinite(rss) && Number.isFinite(peak) ? { rssMb: Math.round(rss / 1024), peakMb: Math.round(peak / 1024) } : null;
  } catch {
    return null;
  }
}

/** The server's memory around a load, for the printed figures; null where it could not be read. */
export function describeMemory(before: ProcessMemory | null, after: ProcessMemory | null): string | null {
  if (!before || !after) return null;
  return `server memory: ${before.rssMb} MiB resident before the load, ${after.rssMb} MiB after (peak ${after.peakMb} MiB)`;
}
