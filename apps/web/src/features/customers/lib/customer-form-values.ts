import type { Tenant } from '@vitrina/contract/schemas/tenant';
import type { CustomerFormInput } from './customer-form-schema';

/** The customer form's values and their starting points; no zod here (the rules load on demand). */
export type CustomerFormValues = {
  [K in keyof CustomerFormInput]: CustomerFormInput[K] extends number ? number | null : CustomerFormInput[K];
};

export const BIRTH_DATE_INVALID = 'La fecha de nacimiento no es válida';

/** 'YYYY-MM-DD' from the three selectors, or null when incomplete or impossible. */
export function birthDateOf(year: string, month: string, day: string): string | null {
  if (!year || !month || !day) return null;
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

export function emptyCustomerForm(): CustomerFormValues {
  return {
    phoneCode: '58',
    phoneNumber: '',
    emailAddress: '',
    firstName: '',
    lastName: '',
    sex: null,
    documentType: 1,
    documentNumber: '',
    tenantType: 2,
    countryState: null,
    countryLocation: null,
    birthDay: '',
    birthMonth: '',
    birthYear: '',
  };
}

export function customerFormFrom(tenant: Tenant): CustomerFormValues {
  const [year = '', month = '', day = ''] = tenant.birthDate?.split('-') ?? [];
  return {
    phoneCode: tenant.phoneNumber.code || '58',
    phoneNumber: tenant.phoneNumber.number,
    emailAddress: tenant.emailAddress ?? '',
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    sex: tenant.sex,
    documentType: tenant.documentType ?? 1,
    documentNumber: tenant.documentNumber ?? '',
    tenantType: tenant.tenantType,
    countryState: tenant.address.countryState?.countryStateId ?? null,
    countryLocation: tenant.address.location?.countryLocationId ?? null,
    birthDay: day ? String(Number(day)) : '',
    birthMonth: month ? String(Number(month)) : '',
    birthYear: year,
  };
}
