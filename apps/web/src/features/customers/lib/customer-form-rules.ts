import type { TenantBody } from '@vitrina/contract/schemas/tenant';
import { useLazyModule } from '../../../lib/lazy-module';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { customerFormRules } from './customer-form-code';
import type { CustomerFormValues } from './customer-form-values';

/**
 * The form's rules (./customer-form-schema: zod, the tenant schema, libphonenumber; the lazy module is
 * `customerFormRules` of ./customer-form-code), loaded after the form has painted (issue 15): the form
 * starts it on mount (its route loader with the page's code), the first validation awaits it.
 */
export type CustomerFormRules = ReturnType<typeof customerFormRules.loaded>;

/** The form's resolver: the schema is awaited at the first validation (on blur or on submit, as before). */
export const customerFormResolver = lazyZodResolver<CustomerFormValues, TenantBody>(() =>
  customerFormRules.load().then((m) => m.customerFormSchema),
);

/** Starts loading the rules; the rules once they are there (the phone look-up reads the phone with them). */
export const useCustomerFormRules = () => useLazyModule(customerFormRules);
