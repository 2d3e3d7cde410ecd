// Where a cold Gerar Relatório's time goes, thread by thread (scripts/thread-profile.mjs, read
// by `npm run bench:ui -- --profile`), on a hand-made Chrome trace whose figures are worked out
// below by hand.
// @ts-expect-error: a plain .mjs script without type declarations.
import { threadProfiles } from './thread-profile.mjs';

const PID = 7;
const thread = (tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid: PID,
  tid,
  args: { name },
});
const task = (tid: number, ts: number, dur: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid: PID,
  tid,
  ts,
  dur,
});
const WORKER_JS = 'http://127.0.0.1:4173/assets/report.worker-X1.js';

// The window: 1.0 s to 1.4 s on the trace clock (µs), four slices of 100 ms.
const FROM = 1_000_000;
const TO = 1_400_000;

const events = [
  thread(1, 'CrRendererMain'),
  thread(2, 'DedicatedWorker thread'),
  thread(3, 'SharedWorker thread'),
  thread(4, 'Compositor'),
  // Main: 0.9–1.1 s (100 ms of it in the window, the whole first slice) and 1.35–1.45 s (50 ms,
  // half of the last slice).
  task(1, 900_000, 200_000),
  task(1, 1_350_000, 100_000),
  // The report worker: 1.1–1.3 s, the two middle slices.
  task(2, 1_100_000, 200_000),
  // The store: busy only before the window. The compositor is no thread of a report.
  task(3, 100_000, 500_000),
  task(4, 1_100_000, 100_000),
  // The worker's samples, 50 ms apart from 1.1 s: normalizeTeam, normalizeTeam, intern, idle,
  // then a last sample (no next one to time it: not counted); one sample before the window.
  {
    name: 'Profile',
    ph: 'P',
    pid: PID,
    tid: 2,
    id: '0x1',
    ts: 1_000_000,
    args: { data: { startTime: 950_000 } },
  },
  {
    name: 'ProfileChunk',
    ph: 'P',
    pid: PID,
    tid: 2,
    id: '0x1',
    ts: 1_400_001,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)' } },
            { id: 2, callFrame: { functionName: 'normalizeTeam', url: WORKER_JS }, parent: 1 },
            { id: 3, callFrame: { functionName: '(idle)' }, parent: 1 },
            { id: 4, callFrame: { functionName: 'intern', url: WORKER_JS }, parent: 2 },
            { id: 5, callFrame: { functionName: 'read', url: WORKER_JS }, parent: 1 },
          ],
          samples: [5, 2, 2, 4, 3, 2],
        },
        // Beside the profile, as Chrome writes it: µs since the previous sample.
        timeDeltas: [0, 150_000, 50_000, 50_000, 50_000, 50_000],
      },
    },
  },
];

describe('threadProfiles', () => {
  const threads = threadProfiles(events, FROM, TO, { slices: 4 });

  it("names the report's threads busy in the window, the page first, and leaves the others out", () => {
    expect(threads.map((t: { label: string }) => t.label)).toEqual([
      'página (thread principal)',
      'worker do relatório',
    ]);
  });

  it('counts each thread busy only within the window, and draws when', () => {
    const [main, worker] = threads;
    expect(main.busy).toBe(150);
    expect(main.bar).toBe('█··▒');
    expect(worker.busy).toBe(200);
    expect(worker.bar).toBe('·██·');
  });

  it('times each function by the samples in the window, idle and the unmatched last one left out', () => {
    const [main, worker] = threads;
    expect(worker.top).toEqual([
      ['normalizeTeam report.worker-X1.js', 100],
      ['intern report.worker-X1.js', 50],
    ]);
    // The page's thread has tasks but no profile here: busy, with no functions to name.
    expect(main.top).toEqual([]);
  });
});
