import { formatPrice } from '@vitrina/contract/format/price';

/** A price in USD, es-VE (DECISIONS §1): 120000 → 'USD 120.000'; none: '-'. */
export function formatUsd(price: number | null | undefined): string {
  return price ? formatPrice(price) : '-';
}

/** Rent shows 'Alquiler', anything else 'Venta' (spec 3 §3). */
export function operationLabel(operationType: number): string {
  return operationType === 1 ? 'Alquiler' : 'Venta';
}

/** '1 habitación' / '3 habitaciones'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
