import { z } from 'zod';
import { SETTABLE_PROPERTY_STATUSES, type PropertyStatus } from '../enums/property';
import { propertyDraftSchema } from './property-draft';

export const PROPERTY_STATUS_MESSAGE = 'El estado de la propiedad no es válido';

/** `PUT /properties/{propertyId}/status`: 2 Published, 3 Sold, 4 Rented, 5 Unpublished. */
export const propertyStatusBody = z.object({
  status: z
    .number({ error: PROPERTY_STATUS_MESSAGE })
    .int(PROPERTY_STATUS_MESSAGE)
    .refine((value) => SETTABLE_PROPERTY_STATUSES.includes(value as PropertyStatus), PROPERTY_STATUS_MESSAGE),
});
export type PropertyStatusBody = z.infer<typeof propertyStatusBody>;

/** A published listing as GET /properties and /properties/{id} answer it: its draft's content plus these. */
export const propertySchema = propertyDraftSchema.extend({
  propertyId: z.string(),
  slug: z.string(),
  status: z.number().int().describe('2 Published, 3 Sold, 4 Rented, 5 Unpublished (1 while publishing)'),
  viewCount: z.number().int().describe('Counted visits of the public page /p/{slug} (one per visitor a day, no bots, not the agent)'),
  publishedAt: z.string().nullable(),
});
export type Property = Omit<z.infer<typeof propertySchema>, 'status'> & { status: PropertyStatus };
