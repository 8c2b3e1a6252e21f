import { phoneFormatterOf, type FormatPhone } from './format-phone';

let phoneFormatter: Promise<FormatPhone> | undefined;
let loaded: FormatPhone | undefined;

/**
 * The phone formatter (libphonenumber, ~29 KB), loaded beside the page's data, not with the page
 * (issue 15): the list's route loader starts it with the page's code, the customer view when it
 * asks for the customer. A failed load is forgotten, so the next visit tries again.
 */
export function loadPhoneFormatter(): Promise<FormatPhone> {
  phoneFormatter ??= import('@vitrina/contract/phone').then(
    (m) => (loaded = phoneFormatterOf(m.formatPhone)),
    (error: unknown) => {
      phoneFormatter = undefined;
      throw error;
    },
  );
  return phoneFormatter;
}

/** The formatter once loaded (undefined before): a block shown after the page's wait formats at once. */
export function loadedPhoneFormatter(): FormatPhone | undefined {
  return loaded;
}

/** '+58 4121234567' (what the formatter would say less its grouping): when the formatter could not load. */
export const plainPhone: FormatPhone = (phone) => (phone?.number ? `+${phone.code} ${phone.number}` : null);
