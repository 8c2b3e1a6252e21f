/**
 * Prices as Venezuelans write them (DECISIONS §1), one code for the web app and the API so that
 * the app, the public page, the link previews and the e-mails never disagree:
 *   - shown as Intl.NumberFormat('es-VE') writes them: 'USD 120.000', 'USD 120.000,50' (no
 *     decimals when whole, two otherwise; a no-break space after the currency);
 *   - typed with dots between thousands and a comma before the decimals: '120.000', '120000' and
 *     '120.000,50' all read.
 */

/** The currency every listing is priced in (spec 3 §5). */
export const PRICE_CURRENCY = 'USD';

const LOCALE = 'es-VE';

// Built on first use: creating an Intl.NumberFormat is not free, and most pages show no price.
const formats = new Map<string, Intl.NumberFormat>();
function formatOf(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** True when the amount has no cents worth showing (120000, 120000.001). */
function isWhole(amount: number): boolean {
  return Math.round(amount * 100) % 100 === 0;
}

/** A price with its currency: 120000 → 'USD 120.000', 120000.5 → 'USD 120.000,50'. */
export function formatPrice(amount: number, currency: string = PRICE_CURRENCY): string {
  const digits = isWhole(amount) ? 0 : 2;
  return formatOf(`${currency}:${digits}`, () =>
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(amount);
}

/** An amount without currency, as the price fields show it: 120000 → '120.000', 120000.5 → '120.000,50'. */
export function formatAmount(amount: number): string {
  const digits = isWhole(amount) ? 0 : 2;
  return formatOf(`:${digits}`, () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits })).format(amount);
}

/** Digits with a dot between thousands, as es-VE groups them: '1234567' → '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * What a price field shows after a keystroke: digits grouped by thousands with dots, a comma and
 * at most two decimals. Dots typed by the agent are thousands separators, regrouped:
 * '120000' → '120.000', '120.000' → '120.000', '1234567,891' → '1.234.567,89', ',5' → '0,5'.
 */
export function formatPriceTyping(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  const whole = (comma === -1 ? kept : kept.slice(0, comma)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (comma === -1) return groupThousands(whole);
  const decimals = kept.slice(comma + 1).replace(/\D/g, '').slice(0, 2);
  return `${groupThousands(whole || '0')},${decimals}`;
}

/**
 * What a price field shows when left: as typed, with two decimals when it has cents and none when
 * it is whole: '120.000,5' → '120.000,50', '120.000,00' → '120.000'; blank stays blank.
 */
export function padPriceText(raw: string): string {
  const typed = formatPriceTyping(raw);
  if (typed === '') return '';
  const [whole = '0', decimals = ''] = typed.split(',');
  const cents = decimals.padEnd(2, '0');
  return cents === '00' ? whole : `${whole},${cents}`;
}

/**
 * A price as typed, read the es-VE way (dots between thousands, a comma before the decimals):
 * '120.000' → 120000, '120000' → 120000, '120.000,50' → 120000.5, 'USD 120.000' → 120000;
 * null when blank, NaN when it is not a number ('12a', ',', '1,2,3').
 */
export function parsePrice(text: string): number | null {
  const plain = text.replace(/\s/g, '').replace(/^(USD|\$)/i, '');
  if (plain === '') return null;
  const match = /^([\d.]*)(?:,(\d*))?$/.exec(plain);
  if (!match) return Number.NaN;
  const whole = match[1]!.replace(/\./g, '');
  const decimals = match[2] ?? '';
  if (whole === '' && decimals === '') return Number.NaN;
  return Number(`${whole || '0'}.${decimals || '0'}`);
}
