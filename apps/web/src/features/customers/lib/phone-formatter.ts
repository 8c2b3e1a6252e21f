import type { formatPhone as FormatPhone } from './format-phone';

let phoneFormatter: Promise<typeof FormatPhone> | undefined;

/**
 * The phone formatter (libphonenumber, ~29 KB), loaded beside the list's data, not with the page
 * (issue 15): the list's route loader starts it with the page's code. A failed load is forgotten,
 * so the next visit tries again.
 */
export function loadPhoneFormatter(): Promise<typeof FormatPhone> {
  phoneFormatter ??= import('./format-phone').then(
    (m) => m.formatPhone,
    (error: unknown) => {
      phoneFormatter = undefined;
      throw error;
    },
  );
  return phoneFormatter;
}
