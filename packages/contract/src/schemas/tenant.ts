import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, paginationQuery } from './common';
import { birthDateSchema, catalogueId, personName, phoneCodeSchema, phoneNumberSchema, sexSchema } from './person';

export const TENANTS_PAGE_SIZE = 18;

const optionalEmail = z
  .string({ error: 'Debe escribir un correo electrónico válido' })
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
  phoneNumber: phoneNumberSchema.transform((v) => v.replace(/^0+/, '')),
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
  sex: sexSchema,
  countryState: catalogueId('Debe seleccionar un estado').nullable().default(null),
  countryLocation: catalogueId('Debe seleccionar una localidad').nullable().default(null),
  birthDate: birthDateSchema().nullable().default(null),
});
export type TenantBody = z.input<typeof tenantBodySchema>;

export const tenantListQuery = paginationQuery(TENANTS_PAGE_SIZE).extend({
  searchQuery: z.string().max(100, 'La búsqueda no debe tener más de 100 caracteres').optional(),
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

export interface Tenant {
  tenantId: string;
  slug: string;
  firstName: string;
  lastName: string;
  fullName: string;
  tenantType: number;
  status: number;
  sex: number;
  documentType: number | null;
  documentNumber: string | null;
  emailAddress: string | null;
  phoneNumber: { code: string; number: string; fullNumber: string };
  birthDate: string | null;
  avatarUrl: string | null;
  address: {
    countryState: { countryStateId: number; name: string } | null;
    location: { countryLocationId: number; name: string } | null;
  };
  createdAt: string;
  updatedAt: string;
}

/** What a look-up by phone or e-mail answers: never the full record of someone else's customer. */
export interface TenantCard {
  tenantId: string;
  fullName: string;
  avatarUrl: string | null;
  emailAddress: string | null;
  phoneNumber: string;
  linked: boolean;
  slug: string | null;
}

export interface TenantActivity {
  activityId: string;
  tenantId: string;
  agentId: string;
  eventType: number;
  title: string;
  index: number;
  createdAt: string;
}
