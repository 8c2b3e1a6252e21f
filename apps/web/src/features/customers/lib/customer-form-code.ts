import { dateCalendar } from '../../../components/date-calendar-chunk';
import { lazyModule } from '../../../lib/lazy-module';
import { loadPhoneFormatter } from './phone-formatter';

// The customer form's code that is not in its page's chunk, each loaded once (a failed load is
// forgotten, so the next try asks again). The create and edit pages' route loaders (in the
// router's chunk, so nothing heavier may be imported here) start it with the page's code (issue 15:
// started as the form mounted, after the session look-up and the customer, each was a round trip
// deeper); the form still starts what it needs itself, so a later visit or a failed load works alike.

/** The form's rules (zod, the tenant schema, libphonenumber): the first validation awaits them. */
export const customerFormRules = lazyModule(() => import('./customer-form-schema'));

/** The create page's look-up of a customer already in the book by phone or e-mail. */
export const customerLookup = lazyModule(() => import('../components/customer-lookup'));

/** What any customer form loads once painted: its rules, the date calendar, the phone formatter. */
export function loadCustomerFormCode(): void {
  for (const load of [customerFormRules.load, dateCalendar.load, loadPhoneFormatter]) load().catch(() => undefined);
}
