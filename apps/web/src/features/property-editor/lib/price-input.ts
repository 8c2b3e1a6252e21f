import { formatAmount, formatPriceTyping as groupPriceTyping, padPriceText } from '@vitrina/contract/format/price';

/**
 * The price field of the Propiedad tool (spec 3 §5, es-VE as DECISIONS §1 settles it): digits
 * grouped by thousands with dots while typing, a comma and at most 2 decimals; on blur two decimals
 * when it has cents, none when whole. The contract's `propertyFormSchema` reads it (parsePrice) and
 * sends it as an integer.
 */

/** What the field shows after a keystroke: '1234567,891' → '1.234.567,89', '120.000' stays. */
export function formatPriceTyping(raw: string): string {
  return groupPriceTyping(raw);
}

/** What the field shows on blur: '120.000,5' → '120.000,50', '120.000,00' → '120.000'; empty stays empty. */
export function padPrice(text: string): string {
  return padPriceText(text);
}

/** The field's text for a saved price: 120000 → '120.000'. */
export function priceToText(price: number | null | undefined): string {
  if (price === null || price === undefined) return '';
  return formatAmount(price);
}
