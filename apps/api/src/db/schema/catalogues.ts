import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

export const countryStates = pgTable('country_states', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const countryLocations = pgTable(
  'country_locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryStateId: integer('country_state_id')
      .notNull()
      .references(() => countryStates.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [unique('country_locations_state_name').on(t.countryStateId, t.name), index('country_locations_state_idx').on(t.countryStateId)],
);
