/**
 * The price field of the Propiedad tool (spec 3 §5): digits and one decimal point, thousands
 * separated by commas, at most 2 decimals while typing, padded to 2 on blur. The contract's
 * `propertyFormSchema` reads it and sends it as an integer.
 */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What the field shows after a keystroke: '1234567.891' → '1,234,567.89'. */
export function formatPriceTyping(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let whole = dot === -1 ? kept : kept.slice(0, dot);
  const decimals = dot === -1 ? null : kept.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (decimals !== null && whole === '') whole = '0';
  const grouped = groupThousands(whole);
  return decimals === null ? grouped : `${grouped}.${decimals}`;
}

/** What the field shows on blur: two decimals, '1,200' → '1,200.00'; empty stays empty. */
export function padPrice(text: string): string {
  const formatted = formatPriceTyping(text);
  if (formatted === '') return '';
  const [whole = '0', decimals = ''] = formatted.split('.');
  return `${whole || '0'}.${decimals.padEnd(2, '0')}`;
}

/** The field's text for a saved price: 120000 → '120,000.00'. */
export function priceToText(price: number | null | undefined): string {
  if (price === null || price === undefined) return '';
  return padPrice(String(price));
}
