import { describe, expect, it } from 'vitest';
import { formatPriceTyping, padPrice, priceToText } from './price-input';

describe('price input', () => {
  it('keeps digits and one decimal point, with thousands commas', () => {
    expect(formatPriceTyping('1234567')).toBe('1,234,567');
    expect(formatPriceTyping('12a3$4')).toBe('1,234');
    expect(formatPriceTyping('1.2.3')).toBe('1.23');
    expect(formatPriceTyping('1,234,5678')).toBe('12,345,678');
    expect(formatPriceTyping('')).toBe('');
  });

  it('keeps at most two decimals', () => {
    expect(formatPriceTyping('1500.999')).toBe('1,500.99');
    expect(formatPriceTyping('1500.')).toBe('1,500.');
    expect(formatPriceTyping('.5')).toBe('0.5');
  });

  it('drops leading zeros', () => {
    expect(formatPriceTyping('000123')).toBe('123');
    expect(formatPriceTyping('0')).toBe('0');
  });

  it('pads to two decimals on blur', () => {
    expect(padPrice('1,200')).toBe('1,200.00');
    expect(padPrice('1,200.5')).toBe('1,200.50');
    expect(padPrice('1,200.')).toBe('1,200.00');
    expect(padPrice('')).toBe('');
  });

  it('shows a saved price with commas and two decimals', () => {
    expect(priceToText(120000)).toBe('120,000.00');
    expect(priceToText(null)).toBe('');
  });
});
