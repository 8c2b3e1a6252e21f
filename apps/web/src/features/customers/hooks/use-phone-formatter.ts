import { useLazyModule } from '../../../lib/lazy-module';
import type { FormatPhone } from '../lib/format-phone';
import { phoneFormatter, plainPhone } from '../lib/phone-formatter';

/**
 * lib/format-phone's formatter, loaded on demand: null while it loads (the caller shows its
 * skeleton), a plain '+code number' when it could not load.
 */
export function usePhoneFormatter(): FormatPhone | null {
  return useLazyModule(phoneFormatter, plainPhone) ?? null;
}
