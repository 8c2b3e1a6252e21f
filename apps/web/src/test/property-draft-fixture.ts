import type { DetailKind, PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import type { FacebookPost, InstagramPost } from '@vitrina/contract/schemas/social-post';

/** An empty Pending draft, as POST /property-drafts answers it. */
export function makeDraft(overrides: Partial<PropertyDraft> = {}): PropertyDraft {
  return {
    propertyDraftId: '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61',
    title: null,
    code: null,
    operationType: 2,
    description: null,
    agentId: '7b0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f60',
    propertyType: null,
    price: null,
    size: null,
    bathrooms: 0,
    bedrooms: 0,
    thumbnail: null,
    status: 1,
    postStatus: 1,
    address: { countryState: null, location: null, address: null, geolocation: null },
    latitude: null,
    longitude: null,
    video: null,
    enviroments: [],
    details: [],
    media: [],
    nearbyPlaces: [],
    instagramPost: null,
    facebookPost: null,
    property: null,
    publishError: null,
    createdAt: '2030-03-01T15:00:00.000Z',
    updatedAt: '2030-03-01T15:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(
  type: string,
  name: string,
  category: string,
  value = 'Sí',
  kind: DetailKind = 'text',
  unit: string | null = null,
  options: string[] | null = null,
) {
  const categoryId = { Características: 1, Comodidades: 2, Servicios: 3, Limitaciones: 4 }[category] ?? 1;
  return {
    propertyDetailId: `detail-${type}`,
    value,
    propertyDetailType: {
      propertyDetailTypeId: type.length,
      type,
      name,
      kind,
      unit,
      options,
      propertyDetailCategory: { propertyDetailCategoryId: categoryId, name: category },
    },
  };
}

export function makeEnvironment(id: number, name: string, quantity: number) {
  return {
    enviromentInPropertyId: `env-${id}`,
    quantity,
    propertyEnviroment: { propertyEnviromentId: id, name, shortName: name.toLowerCase(), type: name.toUpperCase() },
  };
}

export function makeImage(index: number) {
  return {
    propertyImageId: `image-${index}`,
    imageUrl: `/files/image-${index}.jpg`,
    imageType: 'STATIC',
    index,
    width: 1280,
    height: 960,
    renditions: [],
    propertyEnviroment: null,
    tags: [],
  };
}

export function makeInstagramPost(overrides: Partial<InstagramPost> = {}): InstagramPost {
  return {
    propertyInstagramPostId: 'ig-post-1',
    imagesUrls: ['image-0'],
    caption: 'Apartamento en venta 🏡',
    hashTags: [],
    status: 1,
    location: null,
    errorMessage: null,
    externalId: null,
    permalink: null,
    publishedAt: null,
    ...overrides,
  };
}

export function makeFacebookPost(overrides: Partial<FacebookPost> = {}): FacebookPost {
  return {
    propertyFacebookPostId: 'fb-post-1',
    imagesUrls: ['image-0'],
    caption: 'Apartamento en venta 🏡',
    pagesIds: ['page-1'],
    hashTags: [],
    status: 1,
    location: null,
    errorMessage: null,
    pages: [],
    publishedAt: null,
    ...overrides,
  };
}
