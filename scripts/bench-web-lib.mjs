// The pure parts of scripts/bench-web.mjs (`npm run bench:web`): its options, the median of the
// runs and issue 24's targets. Kept apart so a unit test reads them without Lighthouse or Chromium.

export const PAGES = ['login', 'home', 'report', 'pdf'];
export const FORMS = ['mobile', 'desktop'];

/** The metrics of one Lighthouse navigation (scores 0–100, times in ms, CLS unitless). */
export const METRICS = ['performance', 'lcp', 'tbt', 'cls', 'accessibility', 'fcp', 'si'];

/**
 * `--pages login,home --runs 3 --form mobile --json out.json --lhr dir`, checked; throws on a bad
 * one. `--lhr` keeps each navigation's whole Lighthouse report (to see what LCP and TBT are made of).
 */
export function parseOptions(argv) {
  const value = (name) => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} precisa de um valor`);
    return v;
  };
  const list = (name, allowed) => {
    const v = value(name);
    if (v === undefined) return [...allowed];
    const items = v.split(',').filter(Boolean);
    const bad = items.filter((x) => !allowed.includes(x));
    if (bad.length > 0 || items.length === 0) {
      throw new Error(`${name}: ${bad.join(',') || '(vazio)'} inválido; use ${allowed.join(',')}`);
    }
    return allowed.filter((x) => items.includes(x));
  };
  const known = new Set(['--pages', '--runs', '--form', '--json', '--lhr', '--no-flow']);
  const unknown = argv.filter((a) => a.startsWith('--') && !known.has(a));
  if (unknown.length > 0) throw new Error(`opção desconhecida: ${unknown.join(' ')}`);
  const runsText = value('--runs') ?? '3';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${runsText}: um inteiro ≥ 1`);
  return {
    pages: list('--pages', PAGES),
    forms: list('--form', FORMS),
    runs,
    json: value('--json'),
    lhr: value('--lhr'),
    flow: !argv.includes('--no-flow'),
  };
}

/** The median of numbers (the mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Each metric's median over the runs (each run an object of METRICS). */
export function medianOfRuns(runs) {
  return Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))]));
}

/**
 * The desktop table (Lighthouse before issue 24): what desktop must not fall below.
 * performance and accessibility are scores, lcp/tbt in ms. /login mobile and / mobile are the
 * issue's starting point, not a bound (mobile has its own targets).
 */
export const DESKTOP_BEFORE = {
  login: { performance: 100, lcp: 570, tbt: 0, cls: 0, accessibility: 100 },
  home: { performance: 99, lcp: 840, tbt: 2, cls: 0.006, accessibility: 96 },
  report: { performance: 99, lcp: 870, tbt: 16, cls: 0, accessibility: 100 },
  pdf: { performance: 99, lcp: 700, tbt: 0, cls: 0, accessibility: 97 },
};

/**
 * Issue 24's targets for one page and form, against its medians: a list of
 * { label, pass } (label in pt-BR, as the script prints it). Mobile: performance ≥ 90 everywhere,
 * LCP ≤ 2.5 s on /login and /, TBT ≤ 200 ms; accessibility 100 everywhere; desktop no worse than
 * the issue's table (score not lower, LCP/TBT/CLS not higher).
 */
export function targetsFor(page, form, medians) {
  // Judged at the precision printed (and Lighthouse's): whole ms, CLS to 3 decimals.
  const m = {
    ...medians,
    lcp: Math.round(medians.lcp),
    tbt: Math.round(medians.tbt),
    cls: Math.round(medians.cls * 1000) / 1000,
  };
  const out = [];
  const check = (label, pass) => out.push({ label, pass });
  if (form === 'mobile') {
    check('desempenho ≥ 90', m.performance >= 90);
    if (page === 'login' || page === 'home') check('LCP ≤ 2,5 s', m.lcp <= 2500);
    check('TBT ≤ 200 ms', m.tbt <= 200);
  } else {
    const before = DESKTOP_BEFORE[page];
    if (before) {
      check(`desempenho ≥ ${before.performance} (antes)`, m.performance >= before.performance);
      check(`LCP ≤ ${before.lcp} ms (antes)`, m.lcp <= before.lcp);
      check(`TBT ≤ ${before.tbt} ms (antes)`, m.tbt <= before.tbt);
      check(`CLS ≤ ${before.cls} (antes)`, m.cls <= before.cls);
    }
  }
  check('acessibilidade = 100', m.accessibility >= 100);
  return out;
}

/** The interaction target (Gerar Relatório): CLS ≤ 0.1 of the timespan. */
export function interactionTargets(m) {
  const cls = Math.round(m.cls * 1000) / 1000;
  return [{ label: 'CLS ≤ 0,1 em Gerar Relatório', pass: cls <= 0.1 }];
}
