import { TINY_JSON, TINY_TEAMS, allRows, csvLines, runTiny } from '../testSupport';

/**
 * Issue 22: every report whose rows come from bulletins carries the bulletin's team and key
 * (hidden schema fields) so the screen can link the row to /pdf and /edit; the CSV is unchanged
 * (hidden fields are neither shown nor written).
 */
const CASES = [
  { kind: 'general', idField: 'invoiceId', header: 'ID;Equipe;Projeto' },
  { kind: 'by-code', idField: 'planilha', header: 'Planilha;Pedido;Data' },
  { kind: 'by-team', idField: 'invoiceId', header: 'Equipe;Data;ID (Planilha)' },
  { kind: 'paid', idField: 'invoiceId', header: 'ID;Título;PES' },
  { kind: 'faturamento-real', idField: 'invoiceId', header: 'Data;Equipe;N Planilha (ID)' },
] as const;

describe('bulletin rows carry their team and key (issue 22)', () => {
  it.each(CASES)('$kind: team and key name the bulletin of the row, outside the CSV', (c) => {
    const result = runTiny(c.kind, TINY_TEAMS, '2026-09-26', '2026-11-25');
    const rows = allRows(result) as unknown as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) {
      const stored = TINY_JSON.forms[row.team as string]?.[row.key as string];
      // The stored record at forms/{team}/{key} is the bulletin whose id the row shows.
      expect(stored?.id).toBe(row[c.idField]);
    }
    const [header = ''] = csvLines(result);
    expect(header.startsWith(c.header)).toBe(true);
    expect(header.split(';')).not.toContain('team');
    expect(header.split(';')).not.toContain('key');
    // No cell of the CSV is a push key.
    const keys = new Set(rows.map((r) => r.key as string));
    for (const line of csvLines(result).slice(1)) {
      for (const cell of line.split(';')) expect(keys.has(cell)).toBe(false);
    }
  });
});
