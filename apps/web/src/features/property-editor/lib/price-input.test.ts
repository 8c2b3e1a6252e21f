import { describe, expect, it } from 'vitest';
import { formatPriceTyping, padPrice, priceToText } from './price-input';

describe('price input (es-VE)', () => {
  it('groups thousands with dots while typing, with or without the dots typed', () => {
    expect(formatPriceTyping('1234567')).toBe('1.234.567');
    expect(formatPriceTyping('120000')).toBe('120.000');
    expect(formatPriceTyping('120.000')).toBe('120.000');
    expect(formatPriceTyping('12a3$4')).toBe('1.234');
    expect(formatPriceTyping('')).toBe('');
  });

  it('keeps a decimal comma and at most two decimals', () => {
    expect(formatPriceTyping('120.000,50')).toBe('120.000,50');
    expect(formatPriceTyping('1500,999')).toBe('1.500,99');
    expect(formatPriceTyping('1500,')).toBe('1.500,');
    expect(formatPriceTyping(',5')).toBe('0,5');
  });

  it('drops leading zeros', () => {
    expect(formatPriceTyping('000123')).toBe('123');
    expect(formatPriceTyping('0')).toBe('0');
  });

  it('on blur shows two decimals when there are cents, none when whole', () => {
    expect(padPrice('1.200')).toBe('1.200');
    expect(padPrice('1.200,5')).toBe('1.200,50');
    expect(padPrice('1.200,')).toBe('1.200');
    expect(padPrice('')).toBe('');
  });

  it('shows a saved price the es-VE way, without decimals when whole', () => {
    expect(priceToText(120000)).toBe('120.000');
    expect(priceToText(null)).toBe('');
  });
});
