import { z } from 'zod';
import { isInternational, parsePhone, PHONE_MESSAGES, type Phone } from '@vitrina/contract/phone';
import { EMAIL_PATTERN } from '@vitrina/contract/schemas/common';
import { catalogueId } from '@vitrina/contract/schemas/person';
import { tenantBodySchema, type Tenant, type TenantBody } from '@vitrina/contract/schemas/tenant';

const body = tenantBodySchema.shape;

export const PHONE_REQUIRED = 'Debe ingresar un número de teléfono';
export const PHONE_TOO_SHORT = 'El número de teléfono debe tener al menos 10 dígitos';
export const PHONE_TOO_LONG = 'El número de teléfono no debe tener más de 14 dígitos';
export const PHONE_DIGITS_ONLY = 'El número de teléfono solo puede contener dígitos';
export const BIRTH_DATE_INVALID = 'La fecha de nacimiento no es válida';

/** Digits of a typed phone number, without separators or a leading 0. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s\-.()/]/g, '').replace(/^0+/, '');
}

/**
 * Reads the phone as typed or pasted ('0412-555.1234', '+58 412 555 1234') with the code selected:
 * the phone to send, or the form's Spanish message.
 */
export function readPhone(value: string, code: string): { phone: Phone; error?: undefined } | { phone?: undefined; error: string } {
  const text = (value ?? '').trim();
  if (!text) return { error: PHONE_REQUIRED };
  if (!/^\+?[\d\s\-.()/]+$/.test(text)) return { error: PHONE_DIGITS_ONLY };
  const parsed = parsePhone(text, code);
  if (!parsed.ok) {
    if (isInternational(text)) return { error: 'Debe escribir un número de teléfono válido' };
    return { error: parsed.error === PHONE_MESSAGES.tooLong ? PHONE_TOO_LONG : PHONE_TOO_SHORT };
  }
  if (parsed.phone.number.length < 10 && parsed.phone.code === '58') return { error: PHONE_TOO_SHORT };
  if (parsed.phone.number.length > 14) return { error: PHONE_TOO_LONG };
  return { phone: parsed.phone };
}

const phoneNumber = z.string({ error: PHONE_REQUIRED }).superRefine((v, ctx) => {
  const read = readPhone(v, '58');
  if (read.error) ctx.addIssue({ code: 'custom', message: read.error });
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
  const { phone } = readPhone(number, code);
  return phone ? { phoneCode: phone.code, phoneNumber: phone.number } : { phoneCode: code, phoneNumber: phoneDigits(number) };
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
