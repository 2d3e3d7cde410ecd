import { formatDecimal, formatInteger } from '../../core/format';

/**
 * pt-BR money for a value axis, in reais without cents ("R$ 20.000"); millions shortened
 * ("R$ 1,2 mi") so the labels fit the margin.
 */
export function formatAxisMoney(reais: number): string {
  if (Math.abs(reais) >= 1_000_000) return `R$ ${formatDecimal(reais / 1_000_000, 1)} mi`;
  return `R$ ${formatInteger(reais)}`;
}

/** A 0–100 axis label ("40%"). */
export function formatAxisPercent(value: number): string {
  return `${formatInteger(value)}%`;
}
