import type { formatPhone as FormatPhone } from './format-phone';

let phoneFormatter: Promise<typeof FormatPhone> | undefined;
let loaded: typeof FormatPhone | undefined;

/**
 * The phone formatter (libphonenumber, ~29 KB), loaded beside the page's data, not with the page
 * (issue 15): the list's route loader starts it with the page's code, the customer view when it
 * asks for the customer. A failed load is forgotten, so the next visit tries again.
 */
export function loadPhoneFormatter(): Promise<typeof FormatPhone> {
  phoneFormatter ??= import('./format-phone').then(
    (m) => (loaded = m.formatPhone),
    (error: unknown) => {
      phoneFormatter = undefined;
      throw error;
    },
  );
  return phoneFormatter;
}

/** The formatter once loaded (undefined before): a block shown after the page's wait formats at once. */
export function loadedPhoneFormatter(): typeof FormatPhone | undefined {
  return loaded;
}

/** '+58 4121234567' (what the formatter would say less its grouping): when the formatter could not load. */
export const plainPhone: typeof FormatPhone = (phone) => (phone?.number ? `+${phone.code} ${phone.number}` : null);
