import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { useLazyModule } from '../../../lib/lazy-module';
import { needsPhoneLibrary, venezuelanPhoneFormatter, type FormatPhone } from '../lib/format-phone';
import { phoneFormatter, plainPhone } from '../lib/phone-formatter';

/**
 * The formatter for `phones`, the numbers a page shows: at once when they are all Venezuelan (or
 * absent), without libphonenumber (issue 15); otherwise lib/format-phone's formatter, loaded on
 * demand: null while it loads (the caller shows its skeleton), a plain '+code number' when it
 * could not load. Null while `phones` is unknown.
 */
export function usePhoneFormatter(phones: ReadonlyArray<Tenant['phoneNumber'] | null | undefined> | undefined): FormatPhone | null {
  const library = !!phones?.some(needsPhoneLibrary);
  const loaded = useLazyModule(phoneFormatter, plainPhone, library);
  if (!phones) return null;
  return library ? (loaded ?? null) : venezuelanPhoneFormatter;
}
