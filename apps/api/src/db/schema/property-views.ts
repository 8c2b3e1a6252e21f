import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Who has already been counted on a public listing page today: one row per listing, Caracas day
 * and visitor. The visitor is a keyed hash of the day, the listing, the address and the browser
 * (never the address itself); rows of past days are only kept until the next purge.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.visitor] }), index('property_views_day_idx').on(t.day)],
);
