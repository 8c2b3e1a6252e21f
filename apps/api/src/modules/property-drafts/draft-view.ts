import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { fileUrl } from '../../lib/files';
import { renditionUrls } from '../../lib/image-renditions';
import { detailTypeWire, environmentWire } from '../property-catalogues/catalogue-wire';
import { facebookPostOf, instagramPostOf } from './post-view';
import type { DraftRow, Related } from './property-drafts.repository';
import { OperationType } from '@vitrina/contract/enums/property';

const countOf = (d: PropertyDraft['enviroments'], type: string) =>
  d.filter((e) => e.propertyEnviroment.type === type).reduce((n, e) => n + e.quantity, 0);

/** 'Apartamento en venta en Chacao' from what the draft already has. */
export function titleOf(typeName: string | null, operationType: number, locationName: string | null): string | null {
  if (!typeName) return null;
  const operation = operationType === OperationType.Rent ? 'en alquiler' : 'en venta';
  return [typeName, operation, locationName ? `en ${locationName}` : null].filter(Boolean).join(' ');
}

export function toDraft(d: DraftRow, rel: Related, baseUrl: string): PropertyDraft {
  const type = rel.types.find((t) => t.id === d.propertyTypeId) ?? null;
  const state = rel.states.find((s) => s.id === d.countryStateId) ?? null;
  const location = rel.locations.find((l) => l.id === d.countryLocationId) ?? null;
  const environments: PropertyDraft['enviroments'] = rel.envs
    .filter((e) => e.link.draftId === d.id)
    .map(({ link, env }) => ({
      enviromentInPropertyId: link.id,
      quantity: link.quantity,
      propertyEnviroment: environmentWire(env),
    }));
  const details: PropertyDraft['details'] = rel.details
    .filter((x) => x.detail.draftId === d.id)
    .map(({ detail, type: t, category }) => ({
      propertyDetailId: detail.id,
      value: detail.value,
      propertyDetailType: detailTypeWire(t, category),
    }));
  const sizeDetail = details.find((x) => x.propertyDetailType.type === 'SIZE');
  const size = sizeDetail ? Number.parseFloat(sizeDetail.value.replace(',', '.')) : NaN;
  const published = rel.published.find((p) => p.draftId === d.id) ?? null;
  const geolocation = d.latitude !== null && d.longitude !== null ? { latitude: d.latitude, longitude: d.longitude } : null;
  return {
    propertyDraftId: d.id,
    title: titleOf(type?.name ?? null, d.operationType, location?.name ?? null),
    code: d.code,
    operationType: d.operationType,
    description: d.descriptionHtml,
    agentId: d.agentId,
    propertyType: type ? { propertyTypeId: type.id, name: type.name } : null,
    price: d.price,
    size: Number.isFinite(size) ? size : null,
    bathrooms: countOf(environments, 'BATHROOM'),
    bedrooms: countOf(environments, 'BEDROOM'),
    thumbnail: d.thumbnailKey ? fileUrl(baseUrl, d.thumbnailKey) : null,
    status: d.status,
    postStatus: d.postStatus,
    address: {
      countryState: state ? { countryStateId: state.id, name: state.name } : null,
      location: location ? { countryLocationId: location.id, name: location.name } : null,
      address: d.address,
      geolocation,
    },
    latitude: d.latitude,
    longitude: d.longitude,
    video: d.videoKey
      ? {
          propertyVideoId: d.id,
          url: fileUrl(baseUrl, d.videoKey),
          thumbnail: d.videoThumbnailKey ? fileUrl(baseUrl, d.videoThumbnailKey) : null,
          format: d.videoFormat ?? 'video/mp4',
        }
      : null,
    enviroments: environments,
    details,
    media: rel.images
      .filter((x) => x.image.draftId === d.id)
      .map(({ image, env }) => ({
        propertyImageId: image.id,
        imageUrl: fileUrl(baseUrl, image.storageKey),
        imageType: image.imageType,
        index: image.index,
        width: image.width,
        height: image.height,
        renditions: renditionUrls(baseUrl, image.storageKey, image.width),
        propertyEnviroment: env ? { propertyEnviromentId: env.id, name: env.name } : null,
        tags: [],
      })),
    nearbyPlaces: rel.places
      .filter((x) => x.place.draftId === d.id)
      .map(({ place, type: placeType }) => ({
        propertyNearbyPlaceId: place.id,
        propertyId: d.id,
        name: place.name,
        address: place.address,
        latitude: place.latitude,
        longitude: place.longitude,
        distanceInKm: place.distanceKm,
        walkingTimeInMinutes: place.walkingMinutes,
        vehicleTimeInMinutes: place.vehicleMinutes,
        nearbyPlaceType: { nearbyPlaceTypeId: placeType.id, name: placeType.name },
      })),
    instagramPost: instagramPostOf(d, rel),
    facebookPost: facebookPostOf(d, rel),
    property: published ? { propertyId: published.id, slug: published.slug } : null,
    publishError: d.publishError,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
