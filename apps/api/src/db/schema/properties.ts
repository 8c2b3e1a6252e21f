import { timestamps, ts } from './columns';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { agentIdColumn } from './agents';
import { countryLocations, countryStates } from './catalogues';


export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  pictureUrl: text('picture_url'),
  sort: smallint('sort').notNull().default(0),
});

export const propertyEnvironmentGroups = pgTable('property_environment_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const propertyEnvironments = pgTable('property_environments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  groupId: integer('group_id')
    .notNull()
    .references(() => propertyEnvironmentGroups.id),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const propertyDetailCategories = pgTable('property_detail_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const propertyDetailTypes = pgTable('property_detail_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => propertyDetailCategories.id),
  /** Key used in calls and read by the preview (WATER, PARKING, FURNISHED, BUILD_YEAR ...). */
  type: text('type').notNull().unique(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
  /** How the value is entered: 'boolean' (the switch alone, value 'true'), 'number', 'text' or 'choice'. */
  kind: text('kind').notNull().default('text'),
  /** Unit shown beside a number ('m²', 'USD', 'meses'); null when none. */
  unit: text('unit'),
  /** The allowed values of a 'choice' detail; null for other kinds. */
  options: jsonb('options').$type<string[]>(),
});

/** A listing being built by its agent; published copies live in `properties`. */
export const propertyDrafts = pgTable(
  'property_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    status: smallint('status').notNull().default(1),
    postStatus: smallint('post_status').notNull().default(1),
    code: text('code'),
    operationType: smallint('operation_type').notNull().default(2),
    descriptionHtml: text('description_html'),
    propertyTypeId: integer('property_type_id').references(() => propertyTypes.id),
    /** Whole US dollars. */
    price: bigint('price', { mode: 'number' }),
    countryStateId: integer('country_state_id').references(() => countryStates.id),
    countryLocationId: integer('country_location_id').references(() => countryLocations.id),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    thumbnailKey: text('thumbnail_key'),
    videoKey: text('video_key'),
    videoFormat: text('video_format'),
    videoSizeBytes: bigint('video_size_bytes', { mode: 'number' }),
    videoThumbnailKey: text('video_thumbnail_key'),
    /** The Spanish reason the last publication failed before its property existed. */
    publishError: text('publish_error'),
    /** When the agent last pressed Publicar (a publication's posts are searched from here on). */
    publishRequestedAt: ts('publish_requested_at'),
    /** Lowercased, accent-free address and code for the list search. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('property_drafts_agent_status_idx').on(t.agentId, t.status, t.updatedAt),
    // Matching a customer's profile against the agent's listings: operation filter, then price.
    index('property_drafts_matching_idx').on(t.agentId, t.operationType, t.price),
    index('property_drafts_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const propertyDraftEnvironments = pgTable(
  'property_draft_environments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => propertyEnvironments.id),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [unique('property_draft_environments_unique').on(t.draftId, t.environmentId)],
);

export const propertyDraftDetails = pgTable(
  'property_draft_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    detailTypeId: integer('detail_type_id')
      .notNull()
      .references(() => propertyDetailTypes.id),
    value: text('value').notNull(),
  },
  (t) => [unique('property_draft_details_unique').on(t.draftId, t.detailTypeId)],
);

/** Published listings (filled by the publishing pipeline). */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .unique()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    agentId: agentIdColumn(),
    slug: text('slug').notNull().unique(),
    status: smallint('status').notNull().default(1),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    publishedAt: ts('published_at'),
    ...timestamps(),
  },
  (t) => [index('properties_agent_status_idx').on(t.agentId, t.status)],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    environmentId: integer('environment_id').references(() => propertyEnvironments.id),
    imageType: text('image_type').notNull().default('STATIC'),
    index: integer('index').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('property_images_draft_idx').on(t.draftId, t.index)],
);

export const propertyImageTags = pgTable('property_image_tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  imageId: uuid('image_id')
    .notNull()
    .references(() => propertyImages.id, { onDelete: 'cascade' }),
  environmentId: integer('environment_id')
    .notNull()
    .references(() => propertyEnvironments.id),
  positionX: doublePrecision('position_x').notNull(),
  positionY: doublePrecision('position_y').notNull(),
  direction: text('direction'),
});

export const nearbyPlaceTypes = pgTable('nearby_place_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const propertyNearbyPlaces = pgTable(
  'property_nearby_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    placeTypeId: integer('place_type_id')
      .notNull()
      .references(() => nearbyPlaceTypes.id),
    name: text('name').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    distanceKm: doublePrecision('distance_km'),
    walkingMinutes: integer('walking_minutes'),
    vehicleMinutes: integer('vehicle_minutes'),
  },
  (t) => [index('property_nearby_places_draft_idx').on(t.draftId)],
);

/** Answers of the geocoder, kept so that one address is asked for once. */
export const geocodeCache = pgTable('geocode_cache', {
  key: text('key').primaryKey(),
  body: jsonb('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
