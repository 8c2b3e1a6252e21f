import { useEffect, useState } from 'react';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { TenantBody } from '@vitrina/contract/schemas/tenant';
import type { CustomerFormValues } from './customer-form-values';

type Rules = typeof import('./customer-form-schema');

let pending: Promise<Rules> | undefined;
let loaded: Rules | undefined;

/**
 * The form's rules (./customer-form-schema: zod, the tenant schema, libphonenumber), loaded after
 * the form has painted (issue 15): the form starts it on mount, the first validation awaits it.
 * A failed load is forgotten, so the next validation tries again.
 */
export function loadCustomerFormRules(): Promise<Rules> {
  pending ??= import('./customer-form-schema').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The rules once loaded, undefined before. */
export function loadedCustomerFormRules(): Rules | undefined {
  return loaded;
}

/** The form's resolver: the schema is awaited at the first validation (on blur or on submit, as before). */
export const customerFormResolver = lazyZodResolver<CustomerFormValues, TenantBody>(() =>
  loadCustomerFormRules().then((m) => m.customerFormSchema),
);

/** Starts loading the rules; the rules once they are there (the phone look-up reads the phone with them). */
export function useCustomerFormRules(): Rules | undefined {
  const [rules, setRules] = useState(loadedCustomerFormRules);
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadCustomerFormRules().then(
      (m) => live && setRules(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}
