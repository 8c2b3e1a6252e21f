import { lazyModule } from '../../../lib/lazy-module';

/**
 * The edit page's form (react-hook-form, the selects, the date field). Its route loader starts it
 * beside the customer, with the page's code (issue 15: started as the page mounted, it waited for
 * the session look-up); the page shows its skeleton until both are there. Apart from
 * customer-form-code.ts, which the form itself imports.
 */
export const customerEditForm = lazyModule(() => import('../components/customer-edit-form'));
