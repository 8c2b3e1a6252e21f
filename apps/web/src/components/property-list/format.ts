import { onFirstUse } from '../../lib/on-first-use';

const usd = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** A price in USD: 120000 → '$120,000'. */
export function formatUsd(price: number | null | undefined): string {
  return price ? usd().format(price) : '-';
}

/** Rent shows 'Alquiler', anything else 'Venta' (spec 3 §3). */
export function operationLabel(operationType: number): string {
  return operationType === 1 ? 'Alquiler' : 'Venta';
}

/** '1 habitación' / '3 habitaciones'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
