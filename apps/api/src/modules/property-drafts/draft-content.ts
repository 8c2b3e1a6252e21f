import { and, isNull, type SQL, sql } from 'drizzle-orm';
import {
  properties,
  propertyDraftDetails,
  propertyDraftEnvironments,
  propertyDrafts,
  propertyFacebookPosts,
  propertyImages,
  propertyInstagramPosts,
  propertyNearbyPlaces,
} from '../../db/schema/index';

export const has = (table: typeof propertyImages | typeof propertyDraftEnvironments | typeof propertyDraftDetails | typeof propertyNearbyPlaces | typeof propertyInstagramPosts | typeof propertyFacebookPosts | typeof properties) =>
  sql`exists (select 1 from ${table} where ${table.draftId} = ${propertyDrafts.id})`;

/**
 * A draft is empty when the agent has put nothing in it: no property type, price, code or
 * description (the title comes from these), no state, location, address or coordinates, no
 * thumbnail or video, no images, ambientes, details or nearby places, no Instagram or Facebook
 * post, never asked to publish and no published property. `operationType` has a default and
 * does not count.
 */
export const draftIsEmpty: SQL = and(
  isNull(propertyDrafts.propertyTypeId),
  isNull(propertyDrafts.price),
  isNull(propertyDrafts.code),
  isNull(propertyDrafts.descriptionHtml),
  isNull(propertyDrafts.countryStateId),
  isNull(propertyDrafts.countryLocationId),
  isNull(propertyDrafts.address),
  isNull(propertyDrafts.latitude),
  isNull(propertyDrafts.longitude),
  isNull(propertyDrafts.thumbnailKey),
  isNull(propertyDrafts.videoKey),
  isNull(propertyDrafts.videoThumbnailKey),
  isNull(propertyDrafts.publishRequestedAt),
  sql`not ${has(propertyImages)}`,
  sql`not ${has(propertyDraftEnvironments)}`,
  sql`not ${has(propertyDraftDetails)}`,
  sql`not ${has(propertyNearbyPlaces)}`,
  sql`not ${has(propertyInstagramPosts)}`,
  sql`not ${has(propertyFacebookPosts)}`,
  sql`not ${has(properties)}`,
)!;

/** The opposite of `draftIsEmpty`: the draft holds something the agent put in it. */
export const draftHasContent: SQL = sql`not (${draftIsEmpty})`;

