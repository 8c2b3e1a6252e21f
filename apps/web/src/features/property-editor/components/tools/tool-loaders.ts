import type { Section } from '../../lib/completion';

/**
 * The code of each tool, its own chunk (issue 15): only the open tool loads, and the next one in
 * the menu preloads while the agent works in it. The editor starts the open tool's load with the
 * draft's, so the two travel together.
 */
export const loadTool = {
  basic_details: () => import('./property-tool'),
  enviroments: () => import('./environments-tool'),
  details: () => import('./details-tool'),
  services: () => import('./details-tool'),
  rules: () => import('./details-tool'),
  location: () => import('./location/location-tool'),
  nearby_places: () => import('./nearby-places-tool'),
  images: () => import('./images/images-tool'),
  video: () => import('./video-tool'),
  instagram: () => import('./social/social-tool'),
  facebook: () => import('./social/social-tool'),
} satisfies Record<Section, () => Promise<unknown>>;

/** Starts loading a tool's code; a failure shows later, where the tool renders (its Suspense). */
export function preloadTool(section: Section) {
  loadTool[section]().catch(() => undefined);
}
