import { formatVenezuelanPhone } from '@vitrina/contract/phone-display';
import type { Tenant } from '@vitrina/contract/schemas/tenant';

/** A customer's phone as shown: '+58 412-123-4567' (other countries in libphonenumber's international format). */
export type FormatPhone = (phone: Tenant['phoneNumber'] | null | undefined) => string | null;

/**
 * A customer's phone formatter over a number formatter: libphonenumber's (~29 KB gzipped, issue 15),
 * which lib/phone-formatter.ts loads on demand and passes in so this module stays light, or the
 * Venezuelan one that needs no library.
 */
export function phoneFormatterOf(formatNumber: (code: string, number: string) => string | null): FormatPhone {
  return (phone) => (phone?.number ? formatNumber(phone.code, phone.number) : null);
}

/** Whether showing `phone` needs libphonenumber: a number that is not Venezuelan (formatVenezuelanPhone). */
export function needsPhoneLibrary(phone: Tenant['phoneNumber'] | null | undefined): boolean {
  return !!phone?.number && formatVenezuelanPhone(phone.code, phone.number) === null;
}

/** The formatter of pages whose phones are all Venezuelan (or absent): the library's output, without it. */
export const venezuelanPhoneFormatter = phoneFormatterOf(formatVenezuelanPhone);
