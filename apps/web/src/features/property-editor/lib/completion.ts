import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';

/** Tools of the editor, as the `section` query parameter names them. */
export const SECTIONS = [
  'basic_details',
  'enviroments',
  'details',
  'services',
  'rules',
  'location',
  'nearby_places',
  'images',
  'video',
  'instagram',
  'facebook',
] as const;
export type Section = (typeof SECTIONS)[number];

export const SERVICES_CATEGORY = 'Servicios';
export const RULES_CATEGORY = 'Limitaciones';

/** The tool a `section` value opens; 'thumbnail' is the images tool; unknown values open the property tool. */
export function sectionFrom(value: string | null): Section {
  if (value === 'thumbnail') return 'images';
  return (SECTIONS as readonly string[]).includes(value ?? '') ? (value as Section) : 'basic_details';
}

type CompletionDraft = Pick<
  PropertyDraft,
  'propertyType' | 'price' | 'enviroments' | 'details' | 'address' | 'media' | 'thumbnail' | 'video' | 'instagramPost' | 'facebookPost' | 'nearbyPlaces'
>;

function categoryOf(detail: PropertyDraft['details'][number]): string {
  return detail.propertyDetailType.propertyDetailCategory.name;
}

/** The menu checks of spec 3 §2 as settled by DECISIONS §1. */
export function completion(draft: CompletionDraft): Record<Section, boolean> {
  return {
    basic_details: Boolean(draft.propertyType && draft.price),
    enviroments: draft.enviroments.some((e) => e.quantity > 0),
    details: draft.details.some((d) => ![SERVICES_CATEGORY, RULES_CATEGORY].includes(categoryOf(d))),
    services: draft.details.some((d) => categoryOf(d) === SERVICES_CATEGORY),
    rules: draft.details.some((d) => categoryOf(d) === RULES_CATEGORY),
    location: Boolean(draft.address.address?.trim()),
    nearby_places: draft.nearbyPlaces.length > 0,
    images: draft.media.length > 0 && Boolean(draft.thumbnail),
    video: Boolean(draft.video),
    instagram: Boolean(draft.instagramPost),
    facebook: Boolean(draft.facebookPost),
  };
}
