import { z } from 'zod';
import { parsePhone, PHONE_FORM_MESSAGES, phoneCompact, type PhoneResult, type PhoneRule } from '@vitrina/contract/phone';
import { EMAIL_PATTERN } from '@vitrina/contract/schemas/common';
import { catalogueId } from '@vitrina/contract/schemas/person';
import { tenantBodySchema, type Tenant, type TenantBody } from '@vitrina/contract/schemas/tenant';

const body = tenantBodySchema.shape;

export const BIRTH_DATE_INVALID = 'La fecha de nacimiento no es válida';

/** The customer form's phone rule (spec 2 §5): the forms' wording, and a Venezuelan number has its 10 digits. */
const CUSTOMER_PHONE_RULE: PhoneRule = { messages: PHONE_FORM_MESSAGES, fullVenezuelan: true };

/**
 * Reads the phone as typed or pasted ('0412-555.1234', '+58 412 555 1234') with the code selected:
 * the phone to send, or the form's Spanish message.
 */
export function readPhone(value: string, code: string): PhoneResult {
  return parsePhone(value ?? '', code, CUSTOMER_PHONE_RULE);
}

const phoneNumber = z.string({ error: PHONE_FORM_MESSAGES.required }).superRefine((v, ctx) => {
  const read = readPhone(v, '58');
  if (!read.ok) ctx.addIssue({ code: 'custom', message: read.error });
});

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Debe escribir un correo electrónico válido');

/** The create and edit form (spec 2 §5): the contract's rules, plus what the form requires. */
export const customerFormSchema = z
  .object({
    phoneCode: body.phoneCode,
    phoneNumber,
    emailAddress: optionalEmail,
    firstName: body.firstName,
    lastName: body.lastName,
    sex: body.sex,
    documentType: body.documentType,
    documentNumber: z.string().trim().max(20, 'El número de documento no debe tener más de 20 caracteres'),
    tenantType: body.tenantType,
    countryState: catalogueId('Debe seleccionar un estado'),
    countryLocation: catalogueId('Debe seleccionar una localidad'),
    birthDay: z.string(),
    birthMonth: z.string(),
    birthYear: z.string(),
  })
  .superRefine((v, ctx) => {
    const parts = [v.birthDay, v.birthMonth, v.birthYear];
    if (parts.every((p) => p === '')) return;
    const date = birthDateOf(v.birthYear, v.birthMonth, v.birthDay);
    if (!date) ctx.addIssue({ code: 'custom', path: ['birthDay'], message: BIRTH_DATE_INVALID });
  })
  .transform(
    (v): TenantBody => ({
      ...splitPhone(v.phoneCode, v.phoneNumber),
      firstName: v.firstName,
      lastName: v.lastName,
      tenantType: v.tenantType,
      emailAddress: v.emailAddress || null,
      documentType: v.documentNumber ? v.documentType : null,
      documentNumber: v.documentNumber || null,
      sex: v.sex,
      countryState: v.countryState,
      countryLocation: v.countryLocation,
      birthDate: birthDateOf(v.birthYear, v.birthMonth, v.birthDay),
    }),
  );

export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormValues = {
  [K in keyof CustomerFormInput]: CustomerFormInput[K] extends number ? number | null : CustomerFormInput[K];
};

/** The body's phoneCode and phoneNumber: '+584125551234' pasted as the number gives 58 / 4125551234. */
function splitPhone(code: string, number: string): { phoneCode: string; phoneNumber: string } {
  const read = readPhone(number, code);
  return read.ok ? { phoneCode: read.phone.code, phoneNumber: read.phone.number } : { phoneCode: code, phoneNumber: phoneCompact(number).replace(/^0+/, '') };
}

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
