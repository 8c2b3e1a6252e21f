/** Property codes of spec 3 §3–§4. */
export const OperationType = { Rent: 1, Sale: 2 } as const;
export type OperationType = (typeof OperationType)[keyof typeof OperationType];
export const operationLabels: Record<OperationType, string> = { 1: 'Alquiler', 2: 'Venta' };

export const DraftStatus = { Pending: 1, Publishing: 2, Published: 3 } as const;
export type DraftStatus = (typeof DraftStatus)[keyof typeof DraftStatus];

export const PostStatus = {
  Pending: 1,
  Published: 2,
  Failed: 3,
  Posting: 4,
  Posted: 5,
  InstagramPosted: 6,
  FacebookPosted: 7,
} as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];

export const PROPERTY_PAGE_SIZE = 16;
export const DESCRIPTION_MIN = 15;
export const DESCRIPTION_MAX = 6000;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** A draft holds at most this many photos; the next upload answers 409 PROPERTY_IMAGE_LIMIT_REACHED. */
export const MAX_IMAGES_PER_DRAFT = 40;
/** Lead form submissions from one address in an hour; past it, 429 with Retry-After. */
export const LEADS_PER_HOUR = 10;
/** A listing's public slug is looked up only up to this length; a longer one is not found. */
export const SLUG_MAX_LENGTH = 200;

/** Prices are whole numbers up to ten thousand million. */
export const PRICE_MAX = 10_000_000_000;
/** A draft's own code ('VT-101'): 3 to 30 characters, or none. */
export const PROPERTY_CODE_MIN = 3;
export const PROPERTY_CODE_MAX = 30;
/** How many of one room kind a draft may have (0 removes the kind). */
export const ENVIRONMENT_QUANTITY_MAX = 99;
/** A detail's type key and its value, in characters. */
export const DETAIL_TYPE_MAX = 40;
export const DETAIL_VALUE_MAX = 200;
/** An address: the draft's location and a nearby place's. */
export const ADDRESS_MAX = 300;
/** A nearby place's name. */
export const NEARBY_PLACE_NAME_MAX = 120;
/** PUT /property-drafts/{id}/images/order takes at most this many image ids; an image's position goes up to it too. */
export const IMAGE_ORDER_MAX = 1000;
/** Tags one image may carry. */
export const IMAGE_TAGS_MAX = 20;

/** A published listing's status: the public page shows only Published; 3, 4 and 5 answer 410. */
export const PropertyStatus = { Publishing: 1, Published: 2, Sold: 3, Rented: 4, Unpublished: 5 } as const;
export type PropertyStatus = (typeof PropertyStatus)[keyof typeof PropertyStatus];
/** The statuses an agent may set with PUT /properties/{propertyId}/status. */
export const SETTABLE_PROPERTY_STATUSES: readonly PropertyStatus[] = [2, 3, 4, 5];
