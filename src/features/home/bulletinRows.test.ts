import { describe, expect, it } from 'vitest';
import { anEntry } from '../../core/testing/builders';
import { filterBulletinRows, toBulletinRows } from './bulletinRows';

describe('team table rows', () => {
  it('lists only sent_status true_opened (D10)', () => {
    const rows = toBulletinRows(
      [
        anEntry({ id: '1', sent_status: 'true_opened' }, 'a'),
        anEntry({ id: '2', sent_status: 'false_opened' }, 'b'),
        anEntry({ id: '3', sent_status: undefined }, 'c'),
      ],
      1.6568,
    );
    expect(rows.map((r) => r.invoiceId)).toEqual(['1']);
  });

  it('takes header fields first and values lines with the factor (D5, D28)', () => {
    const [row] = toBulletinRows(
      [
        anEntry(
          {
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
          },
          'k1',
        ),
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
        anEntry({ checked: true }, 'a'),
        anEntry({ checked: true, viewedByFat: true }, 'b'),
        anEntry({ checked: true, paid: true }, 'c'),
        anEntry({ archived: true }, 'd'),
        anEntry({}, 'e'),
      ],
      1,
    );
    expect(rows.map((r) => r.status)).toEqual(['checked', 'viewed', 'paid', 'attached', 'pending']);
  });

  it('carries the pedido Dar Baixa stored in the header, and searches it (issue 16)', () => {
    const withPedido = toBulletinRows(
      [
        anEntry({ attached: true, header: { pedido: ' 4500000123 ' } }, 'a'),
        anEntry({ header: { pedido: 4500000456 as unknown as string } }, 'b'),
        anEntry({ header: { title: 'Sem pedido' } }, 'c'),
      ],
      1,
    );
    expect(withPedido.map((r) => r.pedido)).toEqual(['4500000123', '4500000456', '']);
    expect(filterBulletinRows(withPedido, 'all', '4500000123').map((r) => r.id)).toEqual(['a']);
  });

  const rows = toBulletinRows(
    [
      anEntry({ id: '10', checked: true, header: { city: 'São Félix', title: 'Poda' } }, 'a'),
      anEntry(
        {
          id: '11',
          checked: false,
          header: { city: 'Simões Filho', title: 'Cruzeta' },
        },
        'b',
      ),
      anEntry({ id: '12', header: { city: 'Cachoeira', title: 'Poda de árvore' } }, 'c'),
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
