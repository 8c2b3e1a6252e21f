import { z } from 'zod';
import { addressRefSchema, EMAIL_MAX, EMAIL_PATTERN, paginationQuery, phoneNumberViewSchema, text } from './common';
import { birthDateSchema, catalogueId, personName, phoneCodeSchema, phoneNumberSchema, sexSchema, splitPhone } from './person';
import { TENANTS_PAGE_SIZE } from '../enums/tenant';

// Kept in enums/ so the customer list can page without loading zod; answered here too.
export { TENANTS_PAGE_SIZE };

/** Longest customer slug a path may carry (GET /tenants/slug/{slug}). */
export const SLUG_MAX = 100;
/** Longest phone number a look-up path may carry (GET /tenants/phone-number/{number}). */
export const PHONE_LOOKUP_MAX = 20;

const optionalEmail = text('Debe escribir un correo electrónico válido')
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'Debe escribir un correo electrónico válido')
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Debe escribir un correo electrónico válido')
  .transform((v) => v || null)
  .nullable();

/** Create and update body of a customer (DECISIONS §3). */
export const tenantBodySchema = z.strictObject({
  tenantId: z.string().optional(),
  firstName: personName('nombre'),
  lastName: personName('apellido'),
  tenantType: z
    .number({ error: 'Debe seleccionar un tipo de contacto' })
    .int('El tipo de cliente seleccionado no es válido')
    .min(1, 'El tipo de cliente seleccionado no es válido')
    .max(3, 'El tipo de cliente seleccionado no es válido'),
  phoneCode: phoneCodeSchema,
  phoneNumber: phoneNumberSchema,
  emailAddress: optionalEmail.default(null),
  documentType: z
    .number({ error: 'El tipo de documento seleccionado no es válido' })
    .int('El tipo de documento seleccionado no es válido')
    .min(1, 'El tipo de documento seleccionado no es válido')
    .max(4, 'El tipo de documento seleccionado no es válido')
    .nullable()
    .default(null),
  documentNumber: z
    .string({ error: 'El número de documento debe ser texto' })
    .trim()
    .max(20, 'El número de documento no debe tener más de 20 caracteres')
    .regex(/^[0-9A-Za-z.-]*$/, 'El número de documento solo puede contener números y letras')
    .transform((v) => v || null)
    .nullable()
    .default(null),
  sex: sexSchema.nullable().default(null),
  countryState: catalogueId('Debe seleccionar un estado').nullable().default(null),
  countryLocation: catalogueId('Debe seleccionar una localidad').nullable().default(null),
  birthDate: birthDateSchema().nullable().default(null),
}).overwrite((v) => {
  // '+584125551234' pasted as the number, or '04125551234' with the code: 58 / 4125551234.
  if (typeof v.phoneCode !== 'string' || typeof v.phoneNumber !== 'string') return v;
  const { code, number } = splitPhone(v.phoneCode, v.phoneNumber);
  return { ...v, phoneCode: code, phoneNumber: number };
});
export type TenantBody = z.input<typeof tenantBodySchema>;

export const tenantListQuery = paginationQuery(TENANTS_PAGE_SIZE).extend({
  searchQuery: text().max(100, 'La búsqueda no debe tener más de 100 caracteres').optional(),
  status: z.coerce.number().int().min(1, 'El estado no es válido').max(2, 'El estado no es válido').default(1),
  type: z.coerce.number().int().min(1, 'El tipo de cliente no es válido').max(3, 'El tipo de cliente no es válido').optional(),
});

export const linkTenantSchema = z.strictObject({
  tenantType: z
    .number({ error: 'Debe seleccionar un tipo de contacto' })
    .int('El tipo de cliente seleccionado no es válido')
    .min(1, 'El tipo de cliente seleccionado no es válido')
    .max(3, 'El tipo de cliente seleccionado no es válido'),
});

/** A customer as this agent sees it. */
export const tenantSchema = z.object({
  tenantId: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  tenantType: z.number().int(),
  status: z.number().int(),
  sex: z.number().int().nullable().describe("1 male, 2 female, 3 'Prefiero no decirlo'; null when not given ('Sin especificar')"),
  documentType: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: phoneNumberViewSchema,
  birthDate: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  address: addressRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/**
 * What a look-up by phone or e-mail answers: never the full record of someone else's customer, and
 * no photo, which is each agent's own (DECISIONS §3 'Customers').
 */
export const tenantCardSchema = z.object({
  tenantId: z.string(),
  fullName: z.string().describe('Shared names of the person'),
  emailAddress: z.string().nullable().describe("Masked: 'an•••••••@gmail.com'"),
  phoneNumber: z.string().describe("Masked: '+58 •••-•••-5555'"),
  linked: z.boolean().describe('Whether the customer is already in this agent’s list'),
  slug: z.string().nullable().describe('The slug when linked to this agent, else null'),
});
export type TenantCard = z.infer<typeof tenantCardSchema>;

/**
 * `?exists=true` on a look-up: whether someone was found, always with 200, so that a browser asking
 * does not log a failed request for a look-up that finds nobody. Without it a miss answers 404.
 */
export const tenantLookupQuery = z.object({
  exists: z
    .enum(['true', 'false'], { error: 'El valor de exists no es válido' })
    .optional()
    .describe("'true': answer 200 `{ found: false }` when nobody is found, or `{ found: true, …card }`"),
});

export const tenantLookupAnswerSchema = z.union([
  tenantCardSchema.extend({ found: z.literal(true) }),
  z.object({ found: z.literal(false) }),
]);
export type TenantLookupAnswer = z.infer<typeof tenantLookupAnswerSchema>;

/** One event of a customer's timeline, as this agent sees it. */
export const tenantActivitySchema = z.object({
  activityId: z.string(),
  tenantId: z.string(),
  agentId: z.string().describe('The agent whose timeline holds the event'),
  eventType: z.number().int().describe('1 added, 2 archived, 3 activated, 4 task added, 5 shared data updated, 6 interest sent from a public listing page, 7 note added, 8 visit scheduled, 9 visit status changed (title names the new status), 10 interest in a listing recorded or changed (title \'Interés en una propiedad: Visitó\', property the listing when published)'),
  title: z.string(),
  index: z.number().int().describe('1, 2, 3… in this agent’s timeline of the customer'),
  actor: z
    .object({ agentId: z.string(), fullName: z.string() })
    .nullable()
    .describe('The agent who acted (for event 5, who changed the shared names, phone or e-mail); null when unknown'),
  property: z
    .object({ propertyId: z.string(), slug: z.string(), title: z.string().nullable() })
    .nullable()
    .describe('Events 6 and 10: the listing the person asked about from its public page (/p/{slug}) or the listing linked to the customer; null once it is gone or when not published'),
  message: z.string().nullable().describe('Event 6: what the person wrote with \'Me interesa\', plain text'),
  createdAt: z.string(),
});
export type TenantActivity = z.infer<typeof tenantActivitySchema>;
