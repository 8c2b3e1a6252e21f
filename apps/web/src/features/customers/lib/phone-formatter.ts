import { lazyModule } from '../../../lib/lazy-module';
import { phoneFormatterOf, type FormatPhone } from './format-phone';

/**
 * The phone formatter (libphonenumber, ~29 KB), loaded on demand (issue 15): by a page that shows
 * a number of another country (Venezuelan ones need no library, format-phone.ts), and by the
 * customer forms' rules. A failed load is forgotten, so the next visit tries again.
 */
export const phoneFormatter = lazyModule(() => import('@vitrina/contract/phone').then((m) => phoneFormatterOf(m.formatPhone)));

export const { load: loadPhoneFormatter } = phoneFormatter;

/** '+58 4121234567' (what the formatter would say less its grouping): when the formatter could not load. */
export const plainPhone: FormatPhone = (phone) => (phone?.number ? `+${phone.code} ${phone.number}` : null);
