import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { onFirstUse } from '../../../lib/on-first-use';

type Detail = PropertyDraft['details'][number];

// 'es' groups from five digits on (12.000 m², but 1200 m²); numbers without a unit (a year, a floor) are never grouped.
const withUnit = onFirstUse(() => new Intl.NumberFormat('es', { maximumFractionDigits: 2 }));
const plain = onFirstUse(() => new Intl.NumberFormat('es', { maximumFractionDigits: 2, useGrouping: false }));

/** A stored number ('120.5') as a number, or null when the value is not a plain number (old free text). */
export function detailNumber(value: string | null): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/**
 * A detail as the preview reads it: 'Sí' for a yes/no detail switched on, '120,5 m²' for a number
 * with its unit; a value of an older free-text kind as it was written.
 */
export function formatDetailValue(detail: Detail): string {
  const { kind, unit } = detail.propertyDetailType;
  if (kind === 'boolean') return detail.value === 'true' ? 'Sí' : detail.value;
  if (kind === 'number') {
    const n = detailNumber(detail.value);
    if (n === null) return detail.value;
    return unit ? `${withUnit().format(n)} ${unit}` : plain().format(n);
  }
  return detail.value;
}
