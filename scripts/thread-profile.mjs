// Where a report's time goes, thread by thread (issue 17's "says by how much and why, with a
// profile"): `npm run bench:ui -- --profile` records a Chrome trace of the cold Gerar Relatório
// (every thread of the browser: the page, the report worker, the store's SharedWorker) and
// prints, for each thread busy in the window from the click to the first page, its busy time,
// a bar of when it was busy, and the functions it spent that time in.

/** The threads a report crosses, by the name Chromium gives them, and what they are to us. */
const ROLES = [
  { thread: 'CrRendererMain', label: 'página (thread principal)' },
  { thread: 'DedicatedWorker thread', label: 'worker do relatório' },
  { thread: 'SharedWorker thread', label: 'base do demo (SharedWorker)' },
];

/** Functions that are the engine waiting or the sampler itself, not work. */
const NOT_WORK = new Set(['(idle)', '(root)']);

const roleOf = (name) => ROLES.find((r) => r.thread === name)?.label;

/**
 * The samples of every thread's CPU profile in a trace (Chrome's `disabled-by-default-v8.cpu_profiler`
 * category): `Profile` gives a profile's start time, its `ProfileChunk`s the call-tree nodes,
 * the sampled node ids and the time since the previous sample (µs).
 */
function profilesOf(events) {
  const profiles = new Map();
  for (const e of events) {
    if (e.name !== 'Profile' && e.name !== 'ProfileChunk') continue;
    const key = `${e.pid}:${e.id}`;
    let p = profiles.get(key);
    if (!p) {
      p = { pid: e.pid, tid: e.tid, start: 0, nodes: new Map(), chunks: [] };
      profiles.set(key, p);
    }
    if (e.name === 'Profile') {
      p.start = e.args.data.startTime;
      p.tid = e.tid;
    } else p.chunks.push(e);
  }
  for (const p of profiles.values()) {
    p.samples = [];
    let ts = p.start;
    for (const chunk of p.chunks.sort((a, b) => a.ts - b.ts)) {
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) p.nodes.set(node.id, node);
      const deltas = data.timeDeltas ?? [];
      (data.cpuProfile?.samples ?? []).forEach((id, i) => {
        ts += deltas[i] ?? 0;
        p.samples.push({ ts, id });
      });
    }
  }
  return [...profiles.values()];
}

/** V8's names for time outside any script, as a reader of the bench knows them. */
const NATIVE = {
  '(program)': '(nativo: estilo, layout, pintura, mensagens)',
  '(garbage collector)': '(coleta de lixo)',
};

/** A function as printed: its name and the file (chunk) it is in. */
function functionName(frame) {
  if (NATIVE[frame.functionName]) return NATIVE[frame.functionName];
  const file = (frame.url ?? '').split('/').pop()?.split('?')[0] ?? '';
  return file ? `${frame.functionName || '(anônima)'} ${file}` : frame.functionName || '(nativo)';
}

/** One character per slice of the window: how busy the thread was in it. */
function bar(tasks, from, to, slices) {
  const width = (to - from) / slices;
  const busy = new Array(slices).fill(0);
  for (const { ts, dur } of tasks) {
    const start = Math.max(ts, from);
    const end = Math.min(ts + dur, to);
    for (let s = Math.floor((start - from) / width); s < slices && from + s * width < end; s += 1) {
      const sliceStart = from + s * width;
      busy[s] += Math.max(0, Math.min(end, sliceStart + width) - Math.max(start, sliceStart));
    }
  }
  return busy
    .map((b) => {
      const share = b / width;
      if (share > 0.9) return '█';
      if (share > 0.6) return '▓';
      if (share > 0.3) return '▒';
      if (share > 0.05) return '░';
      return '·';
    })
    .join('');
}

/**
 * Each of the report's threads between two trace timestamps (µs): busy time (Σ of its tasks,
 * clipped to the window, in ms), a bar of 40 slices, and its `top` functions by self time (ms,
 * from the CPU samples in the window). Threads idle in the window are left out.
 *
 * @example
 * const threads = threadProfiles(trace.traceEvents, click, shown);
 * // [{ label: 'worker do relatório', busy: 1172, bar: '··▓███…', top: [['normalizeTeam x.js', 505], …] }, …]
 */
export function threadProfiles(events, from, to, { top = 6, slices = 40 } = {}) {
  const names = new Map();
  for (const e of events) {
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
  }
  const tasksOf = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.ts + e.dur <= from || e.ts >= to) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!roleOf(names.get(key))) continue;
    if (!tasksOf.has(key)) tasksOf.set(key, []);
    tasksOf.get(key).push({ ts: e.ts, dur: e.dur });
  }
  const selfOf = new Map();
  for (const p of profilesOf(events)) {
    const key = `${p.pid}:${p.tid}`;
    if (!roleOf(names.get(key))) continue;
    const self = selfOf.get(key) ?? new Map();
    selfOf.set(key, self);
    p.samples.forEach((sample, i) => {
      const next = p.samples[i + 1];
      if (!next || sample.ts < from || sample.ts >= to) return;
      const frame = p.nodes.get(sample.id)?.callFrame;
      if (!frame || NOT_WORK.has(frame.functionName)) return;
      const name = functionName(frame);
      self.set(name, (self.get(name) ?? 0) + (next.ts - sample.ts) / 1000);
    });
  }
  const threads = [];
  for (const [key, tasks] of tasksOf) {
    const busy =
      tasks.reduce((sum, t) => sum + Math.min(t.ts + t.dur, to) - Math.max(t.ts, from), 0) / 1000;
    if (busy < 1) continue;
    const self = selfOf.get(key) ?? new Map();
    threads.push({
      label: roleOf(names.get(key)),
      busy,
      bar: bar(tasks, from, to, slices),
      top: [...self].sort((a, b) => b[1] - a[1]).slice(0, top),
    });
  }
  const order = (t) => ROLES.findIndex((r) => r.label === t.label);
  return threads.sort((a, b) => order(a) - order(b) || b.busy - a.busy);
}

/** The trace categories threadProfiles reads (and the page's performance marks). */
export const THREAD_TRACE_CATEGORIES = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];
