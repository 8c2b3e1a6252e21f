import { formatPhone as formatPhoneNumber } from '@vitrina/contract/phone';
import type { Tenant } from '@vitrina/contract/schemas/tenant';

/**
 * '+58 412-123-4567' (other countries in libphonenumber's international format). Its own module:
 * libphonenumber is ~29 KB gzipped, so the customer list loads it beside the page (issue 15).
 */
export function formatPhone(phone: Tenant['phoneNumber'] | null | undefined): string | null {
  if (!phone?.number) return null;
  return formatPhoneNumber(phone.code, phone.number);
}
