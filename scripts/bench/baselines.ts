/** The two reference implementations the issue asks the engine to be measured against. */
import { formatDate } from '../../src/core/dates';
import { csvField } from '../../src/core/format';
import { toList } from '../../src/core/lists';
import { effectiveFactor } from '../../src/core/money';
import { parseNumber } from '../../src/core/numbers';
import type { InvoiceEntry, ServiceLine } from '../../src/core/model';
import type { ReportResult } from '../../workers/reports/result';

/**
 * (b) The floor: one pass over every service line of the parsed invoices summing
 * price × quantity × factor, reading numbers as the rules require (D3, D4). Nothing a report
 * does can take less than touching every line once.
 */
export function floorLoop(entries: readonly InvoiceEntry[], globalFactor: number): number {
  let sum = 0;
  for (const { invoice } of entries) {
    for (const line of toList(invoice.services) as ServiceLine[]) {
      sum +=
        parseNumber(line.price) * parseNumber(line.quantity) * effectiveFactor(line, globalFactor);
    }
  }
  return sum;
}

/**
 * The same loop with bare arithmetic (`+text`), which is wrong for "1,5" (NaN) but shows the
 * cost of the walk alone.
 */
export function bareFloorLoop(entries: readonly InvoiceEntry[], globalFactor: number): number {
  let sum = 0;
  for (const { invoice } of entries) {
    const services = invoice.services;
    if (!services) continue;
    const list = Array.isArray(services) ? services : Object.values(services);
    for (const line of list) {
      if (!line) continue;
      sum += Number(line.price) * Number(line.quantity) * (Number(line.factor) || globalFactor);
    }
  }
  return sum;
}

/**
 * (c) A straightforward by-code CSV writer formatting numbers with Intl.NumberFormat (pt-BR, two
 * decimals, no grouping): row objects, one array join per line, one big string, one encode.
 */
export function intlByCodeCsv(
  result: ReportResult<'by-code'>,
  headers: readonly string[],
): Uint8Array {
  const number = new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const lines: string[] = [headers.join(';')];
  for (let r = 0; r < result.rowCount; r += 1) {
    const x = result.row(r);
    lines.push(
      [
        csvField(x.planilha),
        csvField(x.pedido),
        formatDate(x.date),
        csvField(x.code),
        csvField(x.service),
        number.format(x.quantity),
        number.format(x.price),
        csvField(x.project),
        csvField(x.city),
        csvField(x.si),
        csvField(x.os),
        csvField(x.sector),
        number.format(x.totalCents / 100),
      ].join(';'),
    );
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}
