/**
 * P25: the 17-colour chart palette. Every pair must differ by a CIEDE2000 ΔE above 20 (clearly
 * different colours, not shades) and every colour must reach 3:1 contrast on white (WCAG 1.4.11,
 * marks). The ΔE and contrast formulas are written out here (CIE 2000, Sharma et al. 2005; WCAG
 * relative luminance) and checked against published values first.
 */
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, paletteColor } from './palette';

type Lab = [number, number, number];

const channel = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16))) as [number, number, number];

/** WCAG relative luminance and contrast against white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = rgb(hex);
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** sRGB → CIELAB (D65). */
function lab(hex: string): Lab {
  const [r, g, b] = rgb(hex);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => ((r * 180) / Math.PI + 360) % 360;

/** CIEDE2000 colour difference (kL = kC = kH = 1). */
function deltaE2000([L1, a1, b1]: Lab, [L2, a2, b2]: Lab): number {
  const C7 = ((Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(C7 / (C7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1 = Math.hypot(a1p, b1);
  const C2 = Math.hypot(a2p, b2);
  const h1 = C1 === 0 ? 0 : deg(Math.atan2(b1, a1p));
  const h2 = C2 === 0 ? 0 : deg(Math.atan2(b2, a2p));
  let dh = 0;
  if (C1 * C2 !== 0)
    dh = Math.abs(h2 - h1) <= 180 ? h2 - h1 : h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 + 360;
  const dL = L2 - L1;
  const dC = C2 - C1;
  const dH = 2 * Math.sqrt(C1 * C2) * Math.sin(rad(dh / 2));
  const L = (L1 + L2) / 2;
  const C = (C1 + C2) / 2;
  let h = h1 + h2;
  if (C1 * C2 !== 0) h = Math.abs(h1 - h2) <= 180 ? h / 2 : h < 360 ? (h + 360) / 2 : (h - 360) / 2;
  const T =
    1 -
    0.17 * Math.cos(rad(h - 30)) +
    0.24 * Math.cos(rad(2 * h)) +
    0.32 * Math.cos(rad(3 * h + 6)) -
    0.2 * Math.cos(rad(4 * h - 63));
  const SL = 1 + (0.015 * (L - 50) ** 2) / Math.sqrt(20 + (L - 50) ** 2);
  const SC = 1 + 0.045 * C;
  const SH = 1 + 0.015 * C * T;
  const RT =
    -Math.sin(rad(60 * Math.exp(-(((h - 275) / 25) ** 2)))) *
    2 *
    Math.sqrt(C ** 7 / (C ** 7 + 25 ** 7));
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH));
}

/** The pairs of `palette` closer than ΔE2000 20, described. */
function closePairs(palette: readonly string[]): string[] {
  const close: string[] = [];
  palette.forEach((a, i) =>
    palette.slice(i + 1).forEach((b) => {
      const d = deltaE2000(lab(a), lab(b));
      if (!(d > 20)) close.push(`${a}–${b}: ${d.toFixed(1)}`);
    }),
  );
  return close;
}

describe('the formulas', () => {
  it('CIEDE2000 gives the published values (Sharma, Wu, Dalal 2005, pairs 1, 7 and 17)', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
  });

  it('contrast on white: black 21:1, white 1:1, #767676 4.54:1 (the known AA grey)', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#767676')).toBeCloseTo(4.54, 2);
  });

  it('Lab of sRGB white is L 100, a 0, b 0', () => {
    const [L, a, b] = lab('#ffffff');
    expect(L).toBeCloseTo(100, 2);
    expect(Math.abs(a)).toBeLessThan(0.05);
    expect(Math.abs(b)).toBeLessThan(0.05);
  });
});

describe('CHART_PALETTE (P25)', () => {
  it('has 17 colours, one per fixed team, cycling only after them', () => {
    expect(CHART_PALETTE).toHaveLength(17);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(17);
    expect(paletteColor(16)).toBe(CHART_PALETTE[16]);
    expect(paletteColor(17)).toBe(CHART_PALETTE[0]);
    expect(paletteColor(-1)).toBe(CHART_PALETTE[16]);
  });

  it('every pair differs by ΔE2000 > 20', () => {
    expect(closePairs(CHART_PALETTE)).toEqual([]);
  });

  it('every colour has at least 3:1 contrast on white', () => {
    expect(CHART_PALETTE.filter((c) => !(contrastOnWhite(c) >= 3))).toEqual([]);
  });

  it('the check fails the old ten colours cycled over 17 teams, and a pair of near shades', () => {
    const old = ['#1d4f91', '#e07b20', '#2f855a', '#c53030', '#7b5ea7'];
    const cycled = Array.from({ length: 17 }, (_, i) => old[i % old.length] as string);
    expect(closePairs(cycled).length).toBeGreaterThan(0);
    // Two blues a designer might call different: ΔE2000 ≈ 8.
    expect(closePairs(['#1d4f91', '#2a64b0'])).toHaveLength(1);
  });
});
