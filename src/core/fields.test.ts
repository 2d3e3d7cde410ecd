import {
  COELBA_CONTRACT_ITEM,
  codeOf,
  coelbaDescriptionOf,
  coelbaUnitOf,
  invoiceIdOf,
  pdfUnitOf,
  reportField,
  serviceNameOf,
  unitOf,
} from './fields';

describe('report fields (D28)', () => {
  it("come from the header, else from the invoice's own field", () => {
    const invoice = {
      header: { project: 'P-HEAD', city: ' ', si: 'SI-1' },
      project: 'P-OWN',
      city: 'Ilhéus',
      pms: 123 as unknown as string,
    };
    expect(reportField(invoice, 'project')).toBe('P-HEAD');
    expect(reportField(invoice, 'city')).toBe('Ilhéus');
    expect(reportField(invoice, 'pms')).toBe('123');
    expect(reportField(invoice, 'si')).toBe('SI-1');
    expect(reportField(invoice, 'os')).toBe('');
    expect(reportField({}, 'title')).toBe('');
  });

  it('the id and code are read as trimmed text', () => {
    expect(invoiceIdOf({ id: ' 1001 ' })).toBe('1001');
    expect(invoiceIdOf({})).toBe('');
    expect(codeOf({ code: ' NDE1 ' })).toBe('NDE1');
  });
});

describe('line texts (D28)', () => {
  it('Serviço is the activity, else the description', () => {
    expect(serviceNameOf({ activity: 'Poda', description: 'Poda de árvore' })).toBe('Poda');
    expect(serviceNameOf({ activity: '', description: 'Poda de árvore' })).toBe('Poda de árvore');
    expect(serviceNameOf({})).toBe('');
  });

  it("Coelba's description is the description, else the activity", () => {
    expect(coelbaDescriptionOf({ activity: 'Poda', description: 'Poda de árvore' })).toBe(
      'Poda de árvore',
    );
    expect(coelbaDescriptionOf({ activity: 'Poda' })).toBe('Poda');
  });
});

describe('units (D44)', () => {
  it('UND is unid, else und, else EA', () => {
    expect(unitOf({ unid: 'M', und: 'KG' })).toBe('M');
    expect(unitOf({ unid: '', und: 'KG' })).toBe('KG');
    expect(unitOf({})).toBe('EA');
  });

  it('Coelba falls back to UD and the PDF to UN', () => {
    expect(coelbaUnitOf({})).toBe('UD');
    expect(coelbaUnitOf({ und: 'M' })).toBe('M');
    expect(pdfUnitOf({})).toBe('UN');
    expect(pdfUnitOf({ unid: 'CJ' })).toBe('CJ');
  });

  it('the Coelba contract item is 4600035150 (SPEC §9)', () => {
    expect(COELBA_CONTRACT_ITEM).toBe('4600035150');
  });
});
