import { onFirstUse } from '../../lib/on-first-use';

const usd = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** An amount in USD, as every price in the app shows: 120000 → '$120,000', 0 → '$0'. */
export function formatUsdAmount(amount: number): string {
  return usd().format(amount);
}

/** A listing card's price: 120000 → '$120,000'; none (or 0) → '-'. */
export function formatUsd(price: number | null | undefined): string {
  return price ? formatUsdAmount(price) : '-';
}

/** Rent shows 'Alquiler', anything else 'Venta' (spec 3 §3). */
export function operationLabel(operationType: number): string {
  return operationType === 1 ? 'Alquiler' : 'Venta';
}

/** '1 habitación' / '3 habitaciones'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
