import { z } from 'zod';
import { DESCRIPTION_MAX } from '../enums/person';
import { addressRefSchema, phoneNumberViewSchema, text } from './common';
import { DEFAULT_PHONE_CODE, parsePhone, pastedPhone, PHONE_FORM_MESSAGES, phoneCompact, type PhoneRule } from '../phone';
import { capitalizeName } from './auth-rules';
import { birthDateSchema, catalogueId, personName, phoneCodeSchema, phoneNumberSchema, sexSchema, splitPhone } from './person';

/** The agent as the API answers it (spec 1 §3). */
export const agentSchema = z.object({
  agentId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  emailAddress: z.string(),
  address: addressRefSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  profileCompleted: z.boolean(),
  contactPhoneNumber: phoneNumberViewSchema.nullable(),
  sex: z.number().int().nullable(),
  birthDate: z.string().nullable(),
  description: z.string().nullable(),
  authProvider: z.enum(['password', 'google', 'facebook']),
  acceptEmails: z.boolean(),
  createdAt: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

/** A milestone the agent reached (GET /tasks-completed). */
export const taskCompletedSchema = z.object({
  taskCompletedId: z.string(),
  type: z.number().int(),
  agentId: z.string(),
});
export type TaskCompleted = z.infer<typeof taskCompletedSchema>;

export { DESCRIPTION_MAX };

/**
 * `PUT /agents`: any subset of the onboarding fields (spec 1 §7) and the settings fields
 * (DECISIONS §3). A field left out is left as it is.
 */
export const updateAgentSchema = z.strictObject({
  codeContactPhoneNumber: phoneCodeSchema.optional(),
  contactPhoneNumber: phoneNumberSchema.optional(),
  countryState: catalogueId('Debe seleccionar un estado').optional(),
  location: catalogueId('Debe seleccionar una localidad').optional(),
  latitude: z.number({ error: 'La latitud no es válida' }).min(-90).max(90).nullish(),
  longitude: z.number({ error: 'La longitud no es válida' }).min(-180).max(180).nullish(),
  firstName: personName('nombre').transform(capitalizeName).optional(),
  lastName: personName('apellido').transform(capitalizeName).optional(),
  sex: sexSchema.optional(),
  birthDate: birthDateSchema().nullish(),
  description: text({ error: 'La descripción debe ser texto' })
    .trim()
    .max(DESCRIPTION_MAX, 'La descripción no debe tener más de 500 caracteres')
    .nullish(),
}).overwrite((v) => {
  // A pasted '+584125551234' (or '04125551234') is stored as code 58 and number 4125551234.
  if (typeof v.contactPhoneNumber !== 'string') return v;
  const { code, number } = splitPhone(v.codeContactPhoneNumber ?? '58', v.contactPhoneNumber);
  // Without a code nor a full international number, the agent's current code stays.
  if (v.codeContactPhoneNumber === undefined && !v.contactPhoneNumber.startsWith('+')) return { ...v, contactPhoneNumber: number };
  return { ...v, codeContactPhoneNumber: code, contactPhoneNumber: number };
});
export type UpdateAgentInput = z.input<typeof updateAgentSchema>;

/**
 * The agent's contact phone in the onboarding and settings forms (spec 1 §5): the phone rule with
 * the forms' wording, Venezuelan numbers only; what is sent is the digits as typed, or the national
 * number of a pasted '+58 412 555 1234'.
 */
const CONTACT_PHONE_RULE: PhoneRule = { messages: PHONE_FORM_MESSAGES, venezuelaOnly: true };
const contactPhoneSchema = text({ error: PHONE_FORM_MESSAGES.required })
  .superRefine((v, ctx) => {
    const parsed = parsePhone(v, DEFAULT_PHONE_CODE, CONTACT_PHONE_RULE);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  // A check, not a transform: a refused phone stays one issue the settings form's union can show.
  .overwrite((v) => pastedPhone(v)?.number ?? phoneCompact(v));

/** Onboarding step 1 form (spec 1 §5). */
export const onboardingProfileSchema = z.object({
  countryState: text({ error: 'Debe seleccionar un estado' }).min(1, 'Debe seleccionar un estado'),
  location: text({ error: 'Debe seleccionar una localidad' }).min(1, 'Debe seleccionar una localidad'),
  contactPhoneNumber: contactPhoneSchema,
});

/** Account settings profile form (spec 2 §5). */
export const settingsProfileSchema = z.object({
  firstName: personName('nombre').transform(capitalizeName),
  lastName: personName('apellido').transform(capitalizeName),
  sex: sexSchema,
  // Optional in Perfil (issue 13): an empty field clears the birth date.
  birthDate: birthDateSchema().optional(),
  // The contact phone set in onboarding can be changed here; left empty, it is left as it is.
  contactPhoneNumber: z.union([z.literal(''), onboardingProfileSchema.shape.contactPhoneNumber]),
  countryState: text({ error: 'Debe seleccionar un estado' }).min(1, 'Debe seleccionar un estado'),
  location: text({ error: 'Debe seleccionar una localidad' }).min(1, 'Debe seleccionar una localidad'),
  description: text().max(DESCRIPTION_MAX, 'La descripción no debe tener más de 500 caracteres'),
});
