import { REFUSALS } from './messages';
import { canDo, refusalReason } from './permissions';
import {
  PROTECTED_SERVICE_LINES,
  carriesPedido,
  checkerNameOf,
  copyRefusal,
  pedidoIsSet,
  photoStaysInPlace,
  serviceLineStaysInPlace,
} from './protection';
import { aLine, anInvoice } from './testing/builders';

describe('what the database rules protect (issue 14)', () => {
  it('a pedido counts when it is a number or text other than blanks and one dash (D15, D39)', () => {
    for (const set of ['4500012345', ' 1 ', '--', 'a-b', 0, 4500012345]) {
      expect(pedidoIsSet(set)).toBe(true);
    }
    for (const unset of ['-', ' - ', '', '   ', undefined, null, true]) {
      expect(pedidoIsSet(unset)).toBe(false);
    }
    expect(carriesPedido(aLine({ pedido: '45' }))).toBe(true);
    expect(carriesPedido(aLine({ pedido: '-' }))).toBe(false);
    expect(carriesPedido(null)).toBe(false);
  });

  it('a service line with a pedido or paid stays at its key; any other may move', () => {
    expect(serviceLineStaysInPlace(aLine({ pedido: '45', paid: true }))).toBe(true);
    expect(serviceLineStaysInPlace(aLine({ pedido: '-', paid: true }))).toBe(true);
    expect(serviceLineStaysInPlace(aLine({ pedido: '-', paid: false }))).toBe(false);
  });

  it('a structure with a legacy image path stays at its key; an empty, http(s) or data: one may move', () => {
    expect(photoStaysInPlace({ firebasePath: 'fotos/poste-1.jpg' })).toBe(true);
    for (const path of ['', '  ', 'https://x.com/a.jpg', ' http://x/a', 'data:image/png;base64,']) {
      expect(photoStaysInPlace({ firebasePath: path })).toBe(false);
    }
    expect(photoStaysInPlace({})).toBe(false);
  });

  it("the checker is the record's name as stored, else the sign-in email (P15)", () => {
    expect(checkerNameOf({ name: 'Sup' }, 'sup@x.com')).toBe('Sup');
    expect(checkerNameOf({ name: ' Sup ' }, 'sup@x.com')).toBe(' Sup ');
    expect(checkerNameOf({ name: '' }, 'sup@x.com')).toBe('sup@x.com');
    expect(checkerNameOf({ name: '   ' }, 'sup@x.com')).toBe('sup@x.com');
    expect(checkerNameOf({}, 'sup@x.com')).toBe('sup@x.com');
    expect(checkerNameOf({ name: 7 as unknown as string }, 'sup@x.com')).toBe('sup@x.com');
    expect(checkerNameOf(null, null)).toBe('');
  });
});

describe('a supervisor splits only what the rules let it copy (issue 14)', () => {
  const MIXED = [aLine({ code: 'NDE1' }), aLine({ code: 'NDM1C' })];
  const mixed = (fields: Parameters<typeof anInvoice>[0] = {}) =>
    anInvoice({ services: MIXED, ...fields });

  const refusals: [string, Parameters<typeof anInvoice>[0], string][] = [
    ['checked', { checked: true }, REFUSALS.splitForwarded],
    [
      "checked_closed 'true_false' (unchecked)",
      { checked_closed: 'true_false' },
      REFUSALS.splitForwarded,
    ],
    ["checked_closed ''", { checked_closed: '' }, REFUSALS.splitForwarded],
    ['paid', { paid: true }, REFUSALS.splitMarked],
    ['viewedByFat', { viewedByFat: true }, REFUSALS.splitMarked],
    ['attached', { attached: true }, REFUSALS.splitMarked],
    ['archived', { archived: true }, REFUSALS.splitMarked],
    ["status 'viewed'", { status: 'viewed' }, REFUSALS.splitMarked],
    ['header.pedido', { header: { pedido: ' 123 ' } }, REFUSALS.splitPedido],
    [
      'a line with a pedido',
      { services: [...MIXED, aLine({ code: 'NDE2', pedido: '45' })] },
      REFUSALS.splitPedido,
    ],
    [
      'a line marked paid',
      { services: [...MIXED, aLine({ code: 'NDE2', paid: true })] },
      REFUSALS.splitPedido,
    ],
    [
      `more than ${PROTECTED_SERVICE_LINES} lines in one half`,
      {
        services: [
          ...Array.from({ length: PROTECTED_SERVICE_LINES + 1 }, () => aLine({ code: 'NDE1' })),
          aLine({ code: 'NDM1C' }),
        ],
      },
      REFUSALS.splitTooLong,
    ],
  ];

  it.each(refusals)('refused: %s (the admin may)', (_name, fields, reason) => {
    const invoice = mixed(fields);
    expect(refusalReason('superv', 'split', invoice)).toBe(reason);
    expect(canDo('superv', 'split', invoice)).toBe(false);
    expect(canDo('admin', 'split', invoice)).toBe(true);
  });

  const allowed: [string, Parameters<typeof anInvoice>[0]][] = [
    ['as created', {}],
    [
      'returned to supervision (the old checker stays)',
      { checked: false, checked_closed: 'false_false', checked_by: 'Sup', checked_at: 1 },
    ],
    ['flags written false', { paid: false, viewedByFat: false, attached: false, archived: false }],
    ['another status', { status: 'aberto' }],
    ["a blank header pedido or '-'", { header: { pedido: ' - ' } }],
    [
      "lines with '-' and paid false",
      { services: MIXED.map((line) => ({ ...line, pedido: '-', paid: false })) },
    ],
    [
      `${PROTECTED_SERVICE_LINES} lines in one half`,
      {
        services: [
          ...Array.from({ length: PROTECTED_SERVICE_LINES }, () => aLine({ code: 'NDE1' })),
          aLine({ code: 'NDM1C' }),
        ],
      },
    ],
  ];

  it.each(allowed)('allowed: %s', (_name, fields) => {
    expect(copyRefusal(mixed(fields))).toBeNull();
    expect(canDo('superv', 'split', mixed(fields))).toBe(true);
  });

  it('the mixed-code rule still speaks first', () => {
    expect(refusalReason('superv', 'split', anInvoice({ paid: true }))).toBe(REFUSALS.notMixed);
  });
});
