// How long this process's main thread ran without giving its event loop a turn, counted in the
// thread's own CPU time rather than on the clock: on a loaded machine the OS takes the process off
// the CPU for 100 ms and more, which delays a timer as much as a long synchronous stretch does but
// is nobody's code. A timer ticks every few milliseconds; between two ticks the thread did nothing
// but the work that held the timer back, so the CPU time between them is that work's length.
//
// The thread's CPU time is Linux's per-thread schedstat (nanoseconds on the CPU, updated at every
// scheduler tick and switch). Without it (another OS, or run in a worker thread) the whole process's CPU time stands in, which
// also counts other threads (GC helpers, the file system's pool) and so errs long, never short.
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

function schedstatNs(): number | null {
  // In a worker thread (a test runner's thread pool) the file is another thread's.
  if (!isMainThread) return null;
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

export interface MainThreadWatch {
  /** Stops the timer: the longest stretch in CPU ms, the longest gap between ticks on the clock, and how CPU time was read. */
  stop(): { longestCpuMs: number; longestWallMs: number; source: 'thread' | 'process'; ticks: number };
}

export function watchMainThread(everyMs = 5): MainThreadWatch {
  const source = schedstatNs() === null ? 'process' : 'thread';
  const cpuNs =
    source === 'thread'
      ? () => schedstatNs()!
      : () => {
          const { user, system } = process.cpuUsage();
          return (user + system) * 1000;
        };
  let lastCpu = cpuNs();
  let lastWall = performance.now();
  let longestCpuMs = 0;
  let longestWallMs = 0;
  let ticks = 0;
  const tick = () => {
    const cpu = cpuNs();
    const wall = performance.now();
    longestCpuMs = Math.max(longestCpuMs, (cpu - lastCpu) / 1e6);
    longestWallMs = Math.max(longestWallMs, wall - lastWall);
    lastCpu = cpu;
    lastWall = wall;
    ticks += 1;
  };
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      tick();
      clearInterval(timer);
      return { longestCpuMs, longestWallMs, source, ticks };
    },
  };
}
