import { lazyModule } from '../lib/lazy-module';

/**
 * The date field's calendar (Mantine Dates), loaded once a date field is on screen; the customer
 * form's route loaders start it with the page's code (features/customers/lib/customer-form-code.ts).
 */
export const dateCalendar = lazyModule(() => import('./date-calendar'));
