import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, formatPriceTyping, padPriceText, parsePrice } from './price';

// Intl puts a no-break space between the currency and the amount.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatPrice', () => {
  it('writes a whole price the es-VE way, without decimals', () => {
    expect(formatPrice(120000)).toBe(nb('USD 120.000'));
    expect(formatPrice(1500)).toBe(nb('USD 1.500'));
    expect(formatPrice(85)).toBe(nb('USD 85'));
    expect(formatPrice(1234567)).toBe(nb('USD 1.234.567'));
  });

  it('shows cents with a comma only when the price has them', () => {
    expect(formatPrice(120000.5)).toBe(nb('USD 120.000,50'));
    expect(formatPrice(120000.75)).toBe(nb('USD 120.000,75'));
    expect(formatPrice(120000.001)).toBe(nb('USD 120.000'));
  });

  it('writes another currency as es-VE names it', () => {
    expect(formatPrice(120000, 'EUR')).toBe(nb('EUR 120.000'));
    expect(formatPrice(120000, 'VES')).toBe(nb('Bs.S 120.000'));
  });

  it('is what Intl.NumberFormat("es-VE") writes, never the US format', () => {
    const intl = new Intl.NumberFormat('es-VE', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(formatPrice(120000)).toBe(intl.format(120000));
    expect(formatPrice(120000)).not.toContain('$');
    expect(formatPrice(120000)).not.toContain(',');
  });
});

describe('formatAmount', () => {
  it('writes the amount alone, as the price fields show it', () => {
    expect(formatAmount(120000)).toBe('120.000');
    expect(formatAmount(120000.5)).toBe('120.000,50');
  });
});

describe('formatPriceTyping', () => {
  it('groups thousands with dots while typing, whether the agent typed the dots or not', () => {
    expect(formatPriceTyping('120000')).toBe('120.000');
    expect(formatPriceTyping('120.000')).toBe('120.000');
    expect(formatPriceTyping('1234567')).toBe('1.234.567');
    expect(formatPriceTyping('1.2345')).toBe('12.345');
    expect(formatPriceTyping('120.')).toBe('120');
  });

  it('groups as Intl.NumberFormat("es-VE") does', () => {
    const intl = new Intl.NumberFormat('es-VE');
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 123456789012]) expect(formatPriceTyping(String(n))).toBe(intl.format(n));
  });

  it('keeps a comma and at most two decimals', () => {
    expect(formatPriceTyping('120.000,50')).toBe('120.000,50');
    expect(formatPriceTyping('120000,5')).toBe('120.000,5');
    expect(formatPriceTyping('1500,999')).toBe('1.500,99');
    expect(formatPriceTyping('1500,')).toBe('1.500,');
    expect(formatPriceTyping(',5')).toBe('0,5');
    expect(formatPriceTyping('1,2,3')).toBe('1,23');
  });

  it('drops what is not a digit and leading zeros', () => {
    expect(formatPriceTyping('12a3$4')).toBe('1.234');
    expect(formatPriceTyping('000123')).toBe('123');
    expect(formatPriceTyping('0')).toBe('0');
    expect(formatPriceTyping('')).toBe('');
  });
});

describe('padPriceText', () => {
  it('shows two decimals when there are cents and none when whole', () => {
    expect(padPriceText('120.000,5')).toBe('120.000,50');
    expect(padPriceText('120000')).toBe('120.000');
    expect(padPriceText('120.000,00')).toBe('120.000');
    expect(padPriceText('120.000,')).toBe('120.000');
    expect(padPriceText('')).toBe('');
  });
});

describe('parsePrice', () => {
  it('reads es-VE prices: dots between thousands, a comma before the decimals', () => {
    expect(parsePrice('120.000')).toBe(120000);
    expect(parsePrice('120000')).toBe(120000);
    expect(parsePrice('120.000,50')).toBe(120000.5);
    expect(parsePrice(' 1.234.567 ')).toBe(1234567);
    expect(parsePrice('0,5')).toBe(0.5);
    expect(parsePrice(',5')).toBe(0.5);
  });

  it('reads what formatPrice writes', () => {
    expect(parsePrice(formatPrice(120000))).toBe(120000);
    expect(parsePrice(formatPrice(120000.5))).toBe(120000.5);
  });

  it('answers null when blank and NaN when not a number', () => {
    expect(parsePrice('  ')).toBeNull();
    expect(parsePrice('.')).toBeNaN();
    expect(parsePrice(',')).toBeNaN();
    expect(parsePrice('12a')).toBeNaN();
    expect(parsePrice('1,2,3')).toBeNaN();
  });
});
