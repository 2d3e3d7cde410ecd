import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceEntry } from '../../core/model';
import { filterBulletinRows, toBulletinRows } from './bulletinRows';

function anEntry(key: string, invoice: Invoice): InvoiceEntry {
  return { team: 'ORCDISTBA01', key, invoice: { sent_status: 'true_opened', ...invoice } };
}

describe('team table rows', () => {
  it('lists only sent_status true_opened (D10)', () => {
    const rows = toBulletinRows(
      [
        anEntry('a', { id: '1' }),
        anEntry('b', { id: '2', sent_status: 'false_opened' }),
        anEntry('c', { id: '3', sent_status: undefined }),
      ],
      1.6568,
    );
    expect(rows.map((r) => r.invoiceId)).toEqual(['1']);
  });

  it('takes header fields first and values lines with the factor (D5, D28)', () => {
    const [row] = toBulletinRows(
      [
        anEntry('k1', {
          id: '77',
          title: 'fora do cabeçalho',
          header: { title: 'Troca de cruzeta', project: 'P-9', city: 'São Félix' },
          date: Date.UTC(2026, 9, 5),
          // 100,50 × 2 × 1,5 (global) = 301,50; 10 × 3 × 2 (own factor) = 60,00 → 361,50
          services: [
            { code: 'NDE1', price: '100,50', quantity: 2, factor: '' },
            { code: 'NDE2', price: 10, quantity: '3', factor: 2 },
            { price: 1000, quantity: 1 },
          ],
        }),
      ],
      1.5,
    );
    expect(row).toMatchObject({
      id: 'k1',
      invoiceId: '77',
      title: 'Troca de cruzeta',
      project: 'P-9',
      city: 'São Félix',
      date: Date.UTC(2026, 9, 5),
      valueCents: 36150,
      status: 'pending',
    });
  });

  it('shows the D9 status', () => {
    const rows = toBulletinRows(
      [
        anEntry('a', { checked: true }),
        anEntry('b', { checked: true, viewedByFat: true }),
        anEntry('c', { checked: true, paid: true }),
        anEntry('d', { archived: true }),
        anEntry('e', {}),
      ],
      1,
    );
    expect(rows.map((r) => r.status)).toEqual(['checked', 'viewed', 'paid', 'attached', 'pending']);
  });

  it('carries the pedido Dar Baixa stored in the header, and searches it (issue 16)', () => {
    const withPedido = toBulletinRows(
      [
        anEntry('a', { attached: true, header: { pedido: ' 4500000123 ' } }),
        anEntry('b', { header: { pedido: 4500000456 as unknown as string } }),
        anEntry('c', { header: { title: 'Sem pedido' } }),
      ],
      1,
    );
    expect(withPedido.map((r) => r.pedido)).toEqual(['4500000123', '4500000456', '']);
    expect(filterBulletinRows(withPedido, 'all', '4500000123').map((r) => r.id)).toEqual(['a']);
  });

  const rows = toBulletinRows(
    [
      anEntry('a', { id: '10', checked: true, header: { city: 'São Félix', title: 'Poda' } }),
      anEntry('b', {
        id: '11',
        checked: false,
        header: { city: 'Simões Filho', title: 'Cruzeta' },
      }),
      anEntry('c', { id: '12', header: { city: 'Cachoeira', title: 'Poda de árvore' } }),
    ],
    1,
  );

  it('filters by status: checked, unchecked, all (SPEC §2)', () => {
    expect(filterBulletinRows(rows, 'checked', '').map((r) => r.id)).toEqual(['a']);
    expect(filterBulletinRows(rows, 'unchecked', '').map((r) => r.id)).toEqual(['b', 'c']);
    expect(filterBulletinRows(rows, 'all', '').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('searches case- and accent-insensitively (D21: "sao" finds "São Félix")', () => {
    expect(filterBulletinRows(rows, 'all', 'sao').map((r) => r.id)).toEqual(['a']);
    expect(filterBulletinRows(rows, 'all', 'PODA').map((r) => r.id)).toEqual(['a', 'c']);
    expect(filterBulletinRows(rows, 'all', '  ').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(filterBulletinRows(rows, 'unchecked', 'poda').map((r) => r.id)).toEqual(['c']);
  });
});
