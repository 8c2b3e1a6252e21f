import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phones the way people write them (issue 13 item 6): '04127000001', '4127000001', '+58 412 7000003',
 * '+584125551234', '0412-700.0001'. Stored as the country calling code's digits and the national
 * number without its leading 0 (DECISIONS §3): `{ code: '58', number: '4127000001' }`.
 */
export interface Phone {
  code: string;
  number: string;
}

export type PhoneResult = { ok: true; phone: Phone } | { ok: false; error: string };

export const PHONE_MESSAGES = {
  required: 'Debe escribir un número de teléfono',
  invalid: 'Debe escribir un número de teléfono válido',
  tooShort: 'El teléfono debe contener mínimo 10 carácteres',
  tooLong: 'El teléfono debe contener máximo 14 carácteres',
} as const;

export const DEFAULT_PHONE_CODE = '58';

/** Separators people type between digits: spaces, dashes, dots, slashes and parentheses. */
const SEPARATORS = /[\s\-.()/\u00a0]/g;

function safeParse(text: string, defaultCallingCode?: string) {
  try {
    return parsePhoneNumberFromString(text, defaultCallingCode ? { defaultCallingCode } : undefined);
  } catch {
    return undefined;
  }
}

/** Whether the text is written as a full international number ('+58…' or '0058…'). */
export function isInternational(input: string): boolean {
  const t = input.trim();
  return t.startsWith('+') || /^00[1-9]/.test(t.replace(SEPARATORS, ''));
}

/**
 * Parses what was typed or pasted, with the country code selected beside it (digits, '+' allowed).
 * A full international number wins over the selected code.
 */
export function parsePhone(input: string, selectedCode: string = DEFAULT_PHONE_CODE): PhoneResult {
  const text = (input ?? '').trim();
  if (!text) return { ok: false, error: PHONE_MESSAGES.required };
  const compact = text.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return { ok: false, error: PHONE_MESSAGES.invalid };

  if (isInternational(text)) {
    const digits = compact.replace(/^\+/, '').replace(/^00/, '');
    const parsed = safeParse(`+${digits}`);
    if (!parsed || !parsed.isPossible()) return { ok: false, error: PHONE_MESSAGES.invalid };
    return { ok: true, phone: { code: parsed.countryCallingCode, number: parsed.nationalNumber } };
  }

  // The spec's length rules count the digits as typed (a leading 0 included).
  if (compact.length < 10) return { ok: false, error: PHONE_MESSAGES.tooShort };
  if (compact.length > 14) return { ok: false, error: PHONE_MESSAGES.tooLong };
  const code = (selectedCode ?? '').replace(/^\+/, '') || DEFAULT_PHONE_CODE;
  if (!/^\d{1,4}$/.test(code)) return { ok: true, phone: { code, number: compact.replace(/^0+/, '') } };
  const parsed = safeParse(compact, code);
  if (parsed && parsed.isPossible()) {
    // Never a leading 0, even where the library keeps it (a number one digit short).
    return { ok: true, phone: { code: parsed.countryCallingCode, number: parsed.nationalNumber.replace(/^0+/, '') } };
  }
  return { ok: true, phone: { code, number: compact.replace(/^0+/, '') } };
}

/**
 * For display: '+58 412-700-0001' for Venezuelan numbers (libphonenumber's own INTERNATIONAL format
 * gives '+58 412 7000001'), libphonenumber's INTERNATIONAL format for the rest.
 */
export function formatPhone(code: string, number: string): string {
  const c = (code ?? '').replace(/\D/g, '');
  const n = (number ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (!n) return '';
  if (c === '58' && n.length === 10) return `+58 ${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
  const parsed = safeParse(`+${c}${n}`);
  return parsed && parsed.isPossible() ? parsed.formatInternational() : `+${c} ${n}`;
}

/**
 * The digits a search query stands for when it looks like a phone ('04127000001',
 * '+58 412 7000003', '0412 555 1234'): the national number (or its typed part without the leading 0),
 * which customer search texts hold alone and after the code. Null when the query is not a phone.
 */
export function phoneSearchDigits(query: string): string | null {
  const text = query.trim();
  if (!/^\+?[\d\s\-.()/\u00a0]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return null;
  const parsed = parsePhone(text);
  if (parsed.ok) return parsed.phone.number;
  return isInternational(text) ? digits.replace(/^00/, '') : digits.replace(/^0+/, '');
}
