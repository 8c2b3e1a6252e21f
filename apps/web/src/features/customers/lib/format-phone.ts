import { formatVenezuelanPhone } from '@vitrina/contract/phone-display';
import type { formatPhone as FormatNumber } from '@vitrina/contract/phone';
import type { Tenant } from '@vitrina/contract/schemas/tenant';

/** A customer's phone as shown: '+58 412-123-4567' (other countries in libphonenumber's international format). */
export type FormatPhone = (phone: Tenant['phoneNumber'] | null | undefined) => string | null;

/**
 * The customer's phone formatter over libphonenumber's (~29 KB gzipped, issue 15). It takes the
 * library's function as an argument so this module stays light: lib/phone-formatter.ts loads the
 * contract's phone module itself on demand (one file, the same the customer forms' rules load).
 */
export function phoneFormatterOf(formatNumber: typeof FormatNumber): FormatPhone {
  return (phone) => (phone?.number ? formatNumber(phone.code, phone.number) : null);
}

/** Whether showing `phone` needs libphonenumber: a number that is not Venezuelan (formatVenezuelanPhone). */
export function needsPhoneLibrary(phone: Tenant['phoneNumber'] | null | undefined): boolean {
  return !!phone?.number && formatVenezuelanPhone(phone.code, phone.number) === null;
}

/** The formatter of pages whose phones are all Venezuelan (or absent): the library's output, without it. */
export const venezuelanPhoneFormatter: FormatPhone = (phone) => (phone?.number ? formatVenezuelanPhone(phone.code, phone.number) : null);
