// The options, the median and issue 24's targets of `npm run bench:web` (scripts/bench-web.mjs).
// @ts-expect-error: a plain .mjs script without type declarations.
import { median, parseOptions, targetsFor, interactionTargets } from './bench-web-lib.mjs';

type Target = { label: string; pass: boolean };
const verdicts = (ts: Target[]) => Object.fromEntries(ts.map((t) => [t.label, t.pass]));

describe('bench:web options', () => {
  it('measures every page on both forms, 3 runs, when given nothing', () => {
    expect(parseOptions([])).toEqual({
      pages: ['login', 'home', 'report', 'pdf'],
      forms: ['mobile', 'desktop'],
      runs: 3,
      json: undefined,
      lhr: undefined,
      flow: true,
    });
  });

  it('takes the pages, forms, runs and JSON file asked for', () => {
    const o = parseOptions(['--pages', 'pdf,login', '--form', 'desktop', '--runs', '1']);
    expect(o.pages).toEqual(['login', 'pdf']);
    expect(o.forms).toEqual(['desktop']);
    expect(o.runs).toBe(1);
    expect(parseOptions(['--json', 'out.json', '--no-flow', '--lhr', 'reports'])).toMatchObject({
      json: 'out.json',
      lhr: 'reports',
      flow: false,
    });
  });

  it('refuses an unknown page, form or option and a run count that is not a whole number', () => {
    expect(() => parseOptions(['--pages', 'home,admin'])).toThrow(/admin/);
    expect(() => parseOptions(['--form', 'tablet'])).toThrow(/tablet/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/--runs/);
    expect(() => parseOptions(['--run', '3'])).toThrow(/--run/);
    expect(() => parseOptions(['--json'])).toThrow(/--json/);
    expect(() => parseOptions(['--lhr', '--no-flow'])).toThrow(/--lhr/);
  });
});

describe('median of the runs', () => {
  it('is the middle run, not the mean', () => {
    expect(median([3000, 1000, 1200])).toBe(1200);
    expect(median([0.5, 0.1, 0.2, 9])).toBeCloseTo(0.35);
    expect(median([])).toBeNaN();
  });
});

describe("issue 24's targets", () => {
  const good = { performance: 95, lcp: 2400, tbt: 150, cls: 0, accessibility: 100 };

  it('mobile: performance ≥ 90, LCP ≤ 2.5 s on /login and /, TBT ≤ 200 ms, accessibility 100', () => {
    expect(Object.values(verdicts(targetsFor('home', 'mobile', good)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const v = verdicts(
      targetsFor('login', 'mobile', { ...good, performance: 89, lcp: 2501, tbt: 201 }),
    );
    expect(v).toEqual({
      'desempenho ≥ 90': false,
      'LCP ≤ 2,5 s': false,
      'TBT ≤ 200 ms': false,
      'acessibilidade = 100': true,
    });
    // The bounds themselves pass (≤, not <).
    const edge = { performance: 90, lcp: 2500, tbt: 200, cls: 0, accessibility: 100 };
    expect(targetsFor('login', 'mobile', edge).every((t: Target) => t.pass)).toBe(true);
    // The LCP target is the two entry pages' only.
    expect(Object.keys(verdicts(targetsFor('pdf', 'mobile', good)))).not.toContain('LCP ≤ 2,5 s');
    expect(verdicts(targetsFor('pdf', 'mobile', { ...good, accessibility: 97 }))).toMatchObject({
      'acessibilidade = 100': false,
    });
  });

  it("desktop: no worse than the issue's table (home: 99 / 0.84 s / 2 ms / 0.006 / 96)", () => {
    const same = { performance: 99, lcp: 840, tbt: 2, cls: 0.006, accessibility: 100 };
    expect(targetsFor('home', 'desktop', same).every((t: Target) => t.pass)).toBe(true);
    for (const worse of [
      { performance: 98 },
      { lcp: 841 },
      { tbt: 3 },
      { cls: 0.007 },
      { accessibility: 96 },
    ]) {
      expect(
        targetsFor('home', 'desktop', { ...same, ...worse }).some((t: Target) => !t.pass),
        JSON.stringify(worse),
      ).toBe(true);
    }
  });

  it('judges at the printed precision: a CLS of 0.0001 is 0.000', () => {
    const pdf = { performance: 99, lcp: 700, tbt: 0, cls: 0.0001, accessibility: 100 };
    expect(targetsFor('pdf', 'desktop', pdf).every((t: Target) => t.pass)).toBe(true);
    expect(interactionTargets({ cls: 0.1004 })[0].pass).toBe(true);
    expect(interactionTargets({ cls: 0.11 })[0].pass).toBe(false);
  });
});
