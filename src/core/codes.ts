/** A service code as the rules read it: spaces removed, upper-cased (D13, D20). */
export function normalizeCode(code: unknown): string {
  if (typeof code !== 'string' && typeof code !== 'number') return '';
  // Stryker disable next-line Regex: removing each blank or each run of blanks leaves the same text
  return String(code).replace(/\s+/g, '').toUpperCase();
}

/** D20: the three service types of the by-type report. */
export type ServiceKind = 'ALOJAMENTO' | 'DESLOCAMENTO' | 'OUTROS';

/** D20: pt-BR names of the service types (OUTROS is production or availability). */
export const SERVICE_KIND_LABELS: Readonly<Record<ServiceKind, string>> = {
  ALOJAMENTO: 'Alojamento',
  DESLOCAMENTO: 'Deslocamento',
  OUTROS: 'Produção ou Disponibilidade',
};

/** D20: ends in 120SI or 120SC is ALOJAMENTO; ends in 108SC or 119SI is DESLOCAMENTO; else OUTROS. */
export function serviceTypeOf(code: unknown): ServiceKind {
  const c = normalizeCode(code);
  if (c.endsWith('120SI') || c.endsWith('120SC')) return 'ALOJAMENTO';
  if (c.endsWith('108SC') || c.endsWith('119SI')) return 'DESLOCAMENTO';
  return 'OUTROS';
}

/** D13: split classes, I (investment) and C (expense); also the suffixes of the new ids. */
export type SplitClass = 'I' | 'C';

/**
 * D13: expense (C) when the code ends in C or starts with NDM; else investment (I) when it ends
 * in II or RD or starts with NDE; else unclassified (null).
 */
export function splitClassOf(code: unknown): SplitClass | null {
  const c = normalizeCode(code);
  if (c.endsWith('C') || c.startsWith('NDM')) return 'C';
  if (c.endsWith('II') || c.endsWith('RD') || c.startsWith('NDE')) return 'I';
  return null;
}

/**
 * SPEC §5: an invoice is invalid (mixed) when it holds both NDE and NDM codes, or a code ending
 * in C together with a code ending in II or RD. Lines without a code are ignored.
 */
export function hasMixedCodes(codes: Iterable<unknown>): boolean {
  let nde = false;
  let ndm = false;
  let endsC = false;
  let endsIiRd = false;
  for (const raw of codes) {
    const c = normalizeCode(raw);
    // Stryker disable next-line ConditionalExpression,StringLiteral: an empty code starts and ends with none of NDE, NDM, C, II, RD, so skipping it is only the SPEC's words
    if (c === '') continue;
    nde ||= c.startsWith('NDE');
    ndm ||= c.startsWith('NDM');
    endsC ||= c.endsWith('C');
    endsIiRd ||= c.endsWith('II') || c.endsWith('RD');
  }
  return (nde && ndm) || (endsC && endsIiRd);
}
