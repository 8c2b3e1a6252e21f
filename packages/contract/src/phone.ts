import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { formatVenezuelanPhone } from './phone-display';

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

/** What a place says about a phone it refuses. */
export interface PhoneMessages {
  required: string;
  /** Letters or signs among the digits, or an international number that does not exist. */
  invalid: string;
  tooShort: string;
  tooLong: string;
}

/** Spec 1 §5 'Phone input rules': what the API answers for any phone in a body. */
export const PHONE_MESSAGES = {
  required: 'Debe escribir un número de teléfono',
  invalid: 'Debe escribir un número de teléfono válido',
  tooShort: 'El teléfono debe contener mínimo 10 caracteres',
  tooLong: 'El teléfono debe contener máximo 14 caracteres',
} as const satisfies PhoneMessages;

/**
 * The forms' wording: spec 1 §5 'Onboarding profile' and spec 2 §5 (the customer form) say
 * 'Debe ingresar…' and '…al menos 10 dígitos'; the other two are the phone input rules'.
 */
export const PHONE_FORM_MESSAGES = {
  ...PHONE_MESSAGES,
  required: 'Debe ingresar un número de teléfono',
  tooShort: 'El número de teléfono debe tener al menos 10 dígitos',
} as const satisfies PhoneMessages;

/** The one phone rule, with what differs from place to place. */
export interface PhoneRule {
  /** The place's wording; the phone input rules' (`PHONE_MESSAGES`) when left out. */
  messages?: PhoneMessages;
  /** Only Venezuela (+58): the agent's contact phone, whose country list holds only Venezuela. */
  venezuelaOnly?: boolean;
  /** A Venezuelan number needs its 10 national digits ('0412555123' is one short): the customer form. */
  fullVenezuelan?: boolean;
}

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
  const compact = input.trim().replace(SEPARATORS, '');
  return compact.startsWith('+') || /^00[1-9]/.test(compact);
}

/**
 * Parses what was typed or pasted, with the country code selected beside it (digits, '+' allowed).
 * A full international number wins over the selected code. `rule` gives the place's messages and
 * its extra limits; without it, the phone input rules of spec 1 §5 apply.
 */
export function parsePhone(input: string, selectedCode: string = DEFAULT_PHONE_CODE, rule: PhoneRule = {}): PhoneResult {
  const messages = rule.messages ?? PHONE_MESSAGES;
  const result = readPhone(input, selectedCode, messages);
  if (!result.ok) return result;
  const { code, number } = result.phone;
  if (rule.venezuelaOnly && code !== DEFAULT_PHONE_CODE) return { ok: false, error: messages.invalid };
  if (rule.fullVenezuelan && code === DEFAULT_PHONE_CODE && number.length < 10) return { ok: false, error: messages.tooShort };
  return result;
}

function readPhone(input: string, selectedCode: string, messages: PhoneMessages): PhoneResult {
  const text = (input ?? '').trim();
  if (!text) return { ok: false, error: messages.required };
  const compact = text.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return { ok: false, error: messages.invalid };

  if (isInternational(text)) {
    const digits = compact.replace(/^\+/, '').replace(/^00/, '');
    const parsed = safeParse(`+${digits}`);
    if (!parsed || !parsed.isPossible()) return { ok: false, error: messages.invalid };
    return { ok: true, phone: { code: parsed.countryCallingCode, number: parsed.nationalNumber } };
  }

  // The spec's length rules count the digits as typed (a leading 0 included).
  if (compact.length < 10) return { ok: false, error: messages.tooShort };
  if (compact.length > 14) return { ok: false, error: messages.tooLong };
  const code = (selectedCode ?? '').replace(/^\+/, '') || DEFAULT_PHONE_CODE;
  if (!/^\d{1,4}$/.test(code)) return { ok: true, phone: { code, number: compact.replace(/^0+/, '') } };
  const parsed = safeParse(compact, code);
  if (parsed && parsed.isPossible()) {
    // Never a leading 0, even where the library keeps it (a number one digit short).
    return { ok: true, phone: { code: parsed.countryCallingCode, number: parsed.nationalNumber.replace(/^0+/, '') } };
  }
  return { ok: true, phone: { code, number: compact.replace(/^0+/, '') } };
}

/** A full international number pasted into a phone field ('+58 412 555 1234'), or null. */
export function pastedPhone(pasted: string): Phone | null {
  if (!isInternational(pasted)) return null;
  const parsed = parsePhone(pasted);
  return parsed.ok ? parsed.phone : null;
}

/** The digits of a typed phone, without separators. */
export function phoneCompact(input: string): string {
  return input.trim().replace(SEPARATORS, '');
}

/**
 * For display: '+58 412-700-0001' for Venezuelan numbers (libphonenumber's own INTERNATIONAL format
 * gives '+58 412 7000001'), libphonenumber's INTERNATIONAL format for the rest.
 */
export function formatPhone(code: string, number: string): string {
  const c = (code ?? '').replace(/\D/g, '');
  const n = (number ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (!n) return '';
  const venezuelan = formatVenezuelanPhone(c, n);
  if (venezuelan) return venezuelan;
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
