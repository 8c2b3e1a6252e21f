import { detailCategoriesQueryOptions, detailTypesQueryOptions, environmentsQueryOptions, propertyTypesQueryOptions } from '../../../lib/property-catalogue-options';
import type { Section } from './completion';

type CatalogueQuery =
  | typeof propertyTypesQueryOptions
  | typeof environmentsQueryOptions
  | typeof detailCategoriesQueryOptions
  | typeof detailTypesQueryOptions;

const DETAILS = [detailCategoriesQueryOptions, detailTypesQueryOptions];

/**
 * The catalogues each tool of the editor reads as it opens (the same for every draft). Apart from
 * the tools' code: the editor's route loader (app/first-requests.ts, in the router's chunk) starts
 * those of the tool the URL opens, beside the draft.
 */
export const TOOL_CATALOGUES: Partial<Record<Section, readonly CatalogueQuery[]>> = {
  basic_details: [propertyTypesQueryOptions],
  enviroments: [environmentsQueryOptions],
  details: DETAILS,
  services: DETAILS,
  rules: DETAILS,
};
