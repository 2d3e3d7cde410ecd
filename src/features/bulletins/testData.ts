/**
 * A small database for the bulletin screen tests, written by hand: the demo accounts of the test
 * builders (usersDatabase), a global factor of 1.5 (easy sums), two services per catalog,
 * three materials and one bulletin of team 01.
 */
import type { Invoice } from '../../core/model';
import { ON_CREATION, aLine, anInvoice, usersDatabase } from '../../core/testing/builders';

/** The stored bulletin the editor and PDF tests open (forms/ORCDISTBA01/kEdit). */
export function aStoredBulletin(overrides: Partial<Invoice> = {}): Invoice {
  return anInvoice({
    id: '0107001',
    team: 'ORCDISTBA01',
    // 10/03/2026 00:00 UTC
    date: Date.UTC(2026, 2, 10),
    header: {
      title: 'Troca de cruzeta',
      project: 'PJ-7',
      city: 'São Félix',
      date: '10/03/2026',
      si: '123456',
      team: 'ORCDISTBA01',
      pedido: '4500001',
    },
    // 100 × 2 × 1.5 = 300.00; 10 × 3 × 2 (own factor) = 60.00 → 360.00 with factor, 230.00 without.
    services: [
      aLine({
        code: 'NDE120SI',
        activity: 'Alojamento',
        price: 100,
        quantity: 2,
        factor: '',
        unid: 'DIA',
      }),
      aLine({ code: '80010C', activity: 'Isolador', price: 10, quantity: 3, factor: 2 }),
    ],
    materials: [],
    photos: [],
    total: 230,
    total_wfactor: 360,
    // Unchecked, as created: every role edits it without the password (SPEC §6).
    ...ON_CREATION,
    created_at: Date.UTC(2026, 2, 10, 12),
    created_by: 'Equipe Um',
    ...overrides,
  });
}

export function bulletinsDatabase(invoice: Invoice = aStoredBulletin()): Record<string, unknown> {
  return {
    ...usersDatabase(),
    defaults: {
      currentFactor: 1.5,
      services: {
        nde: {
          s1: {
            code: 'NDE120SI',
            service: 'Alojamento',
            activity: 'Alojamento de equipe (investimento)',
            description: 'Diária de alojamento da equipe',
            price: 350,
            factor: '',
            unid: 'DIA',
          },
          s2: {
            code: '70010II',
            service: 'Poste',
            activity: 'Instalação de poste de concreto 11 m',
            description: 'Poste de concreto',
            price: '1.245,80',
            factor: '',
            unid: 'UN',
          },
        },
        ndm: {
          m1: {
            code: '80020C',
            service: 'Poda',
            activity: 'Poda de árvore próxima à rede',
            description: 'Poda de árvore',
            price: 128,
            factor: 2,
            unid: 'UN',
          },
          m2: {
            code: '80030C',
            service: 'Inspeção',
            activity: 'Inspeção termográfica de rede',
            description: 'Inspeção termográfica',
            price: 38.9,
            factor: '',
            unid: 'KM',
          },
        },
      },
      materials: {
        items: {
          a: {
            descriptions: 'Isolador de pino polimérico 15 kV',
            material: '300012',
            type: 'ISOLADOR',
          },
          b: { descriptions: 'Cruzeta de concreto 2000 mm', material: '300045', type: 'ESTRUTURA' },
          c: { descriptions: 'Poste de concreto DT 11/300', material: '300101', type: 'POSTE' },
        },
      },
    },
    forms: { ORCDISTBA01: { kEdit: invoice } },
  };
}

/** A bulletin of Equipe 05 (forms/ORCDISTBA05/k05), for the SPEC §6 team-access tests. */
export function aTeam05Bulletin(): Invoice {
  return aStoredBulletin({
    id: '0500009',
    team: 'ORCDISTBA05',
    header: {
      title: 'Poda Equipe 05',
      project: 'PJ-5',
      date: '10/03/2026',
      team: 'ORCDISTBA05',
    },
  });
}

/** bulletinsDatabase plus Equipe 05's bulletin. */
export function twoTeamsDatabase(invoice: Invoice = aStoredBulletin()): Record<string, unknown> {
  const db = bulletinsDatabase(invoice);
  return {
    ...db,
    forms: { ...(db.forms as Record<string, unknown>), ORCDISTBA05: { k05: aTeam05Bulletin() } },
  };
}
