import type { TenantBody } from '@vitrina/contract/schemas/tenant';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { CustomerFormValues } from './customer-form-values';

export type CustomerFormApi = UseFormReturn<CustomerFormValues, unknown, TenantBody>;

const toNumber = (v: string | null) => (v ? Number(v) : null);
const toText = (v: number | null | undefined) => (v ? String(v) : null);

/** What a change made outside `register` passes to `setValue`: validated once the form was submitted. */
export function changeOptions(form: CustomerFormApi) {
  return { shouldValidate: form.formState.isSubmitted, shouldDirty: true, shouldTouch: true };
}

/** A Mantine select bound to a numeric form value (Controller is left out to keep the first load small). */
export function bindSelect(form: CustomerFormApi, name: Path<CustomerFormValues>) {
  return {
    value: toText(form.watch(name) as number | null),
    onChange: (v: string | null) => form.setValue(name, toNumber(v) as never, changeOptions(form)),
    error: form.formState.errors[name as keyof CustomerFormValues]?.message as string | undefined,
  };
}
