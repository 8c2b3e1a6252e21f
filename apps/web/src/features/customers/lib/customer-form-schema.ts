/**
 * The customer form's rules: zod, the contract's tenant schema and libphonenumber (~55 KB gzipped
 * together). Loaded on demand through ./customer-form-rules, never imported by the page itself.
 */
import { z } from 'zod';
import { parsePhone, pastedPhone, PHONE_FORM_MESSAGES, phoneCompact, type PhoneResult, type PhoneRule } from '@vitrina/contract/phone';
import { EMAIL_PATTERN } from '@vitrina/contract/schemas/common';
import { tenantBodySchema, type TenantBody } from '@vitrina/contract/schemas/tenant';
import { BIRTH_DATE_INVALID, birthDateOf } from './customer-form-values';

// What the page reads from these rules once they are loaded (the look-up, a pasted number).
export { EMAIL_PATTERN, pastedPhone };

const body = tenantBodySchema.shape;

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

/**
 * The create and edit form (spec 2 §5): the contract's rules, plus what the form requires. Only the
 * names, the customer type and the phone are required (DECISIONS §3): a walk-in lead needs no more.
 */
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
    countryState: body.countryState,
    countryLocation: body.countryLocation,
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

/** The body's phoneCode and phoneNumber: '+584125551234' pasted as the number gives 58 / 4125551234. */
function splitPhone(code: string, number: string): { phoneCode: string; phoneNumber: string } {
  const read = readPhone(number, code);
  return read.ok ? { phoneCode: read.phone.code, phoneNumber: read.phone.number } : { phoneCode: code, phoneNumber: phoneCompact(number).replace(/^0+/, '') };
}
