/**
 * `npm start` and fixture mode's served file: none needed (the browser generates today's demo);
 * one written today is a developer's choice and stays; one from another day would freeze the
 * demo on that day and goes.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without type declarations.
import { prepareDemoData } from './demo-fixture.mjs';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'demo-fixture-'));
  file = path.join(dir, 'demo.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NOW = new Date(2026, 10, 25, 9, 0);

function written(at: Date): void {
  writeFileSync(file, '{}\n');
  utimesSync(file, at, at);
}

describe('the demo data npm start shows', () => {
  it('without a file: generated in the browser', () => {
    const log = vi.fn();
    prepareDemoData({ log, now: NOW, file });
    expect(log).toHaveBeenCalledWith('Dados de demonstração: gerados no navegador para hoje.');
  });

  it("a file written today is kept and named (a developer's own export)", () => {
    written(new Date(2026, 10, 25, 0, 5));
    const log = vi.fn();
    prepareDemoData({ log, now: NOW, file });
    expect(existsSync(file)).toBe(true);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Dados de demonstração: .*demo\.json \(apague-o/);
  });

  it('a file from another day is removed, so the browser generates today’s data', () => {
    written(new Date(2026, 10, 24, 23, 55));
    const log = vi.fn();
    prepareDemoData({ log, now: NOW, file });
    expect(existsSync(file)).toBe(false);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /gerado em 2026-11-24: os dados de demonstração de hoje/,
    );
  });
});
