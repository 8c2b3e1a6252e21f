import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SECTIONS, sectionFrom, type Section } from '../../lib/completion';
import { TOOL_CATALOGUES } from '../../lib/tool-catalogues';
import { useOnFirstInput } from '../../../../lib/use-on-first-input';
import { loadDescriptionEditor } from '../load-description-editor';

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
  // 'Propiedad' draws the description at once: its rich text's code need not wait for the tool's.
  if (section === 'basic_details') loadDescriptionEditor().catch(() => undefined);
}

// Every tool loads when first opened (loadTool above), 'Propiedad' too: the editor's first
// screen does not wait for their code (forms, zod, react-hook-form, the photo grid, the crop dialog).
export const PropertyTool = lazy(() => loadTool.basic_details().then((m) => ({ default: m.PropertyTool })));
export const EnvironmentsTool = lazy(() => loadTool.enviroments().then((m) => ({ default: m.EnvironmentsTool })));
export const DetailsTool = lazy(() => loadTool.details().then((m) => ({ default: m.DetailsTool })));
export const LocationTool = lazy(() => loadTool.location().then((m) => ({ default: m.LocationTool })));
export const NearbyPlacesTool = lazy(() => loadTool.nearby_places().then((m) => ({ default: m.NearbyPlacesTool })));
export const ImagesTool = lazy(() => loadTool.images().then((m) => ({ default: m.ImagesTool })));
export const VideoTool = lazy(() => loadTool.video().then((m) => ({ default: m.VideoTool })));
export const SocialTool = lazy(() => loadTool.instagram().then((m) => ({ default: m.SocialTool })));

/**
 * The open tool's code loads beside the draft, and so do the catalogues it reads (issue 15; not in
 * the preview). On arrival the route loader has already started the draft and the URL's tool's
 * catalogues, and these prefetches take them; a tool opened later asks for its own here.
 */
export function useOpeningTool() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const section = sectionFrom(params.get('section'));
  const preview = params.get('mode') === 'preview';
  useEffect(() => preloadTool(section), [section]);
  useEffect(() => {
    // Prefetching reads no data: the catalogues' own types are their hooks' business.
    if (!preview) TOOL_CATALOGUES[section]?.forEach((catalogue) => void queryClient.prefetchQuery(catalogue as FetchQueryOptions));
  }, [queryClient, section, preview]);
}

/**
 * Once the open tool's code is there and the agent has started working on the page (a key or a
 * pointer pressed), the next tool's code loads: on a cold load it does not compete with the open
 * tool's own code and catalogues (issue 15).
 */
export function usePreloadNext(section: Section) {
  const [working, setWorking] = useState(false);
  useOnFirstInput(() => setWorking(true));
  useEffect(() => {
    if (!working) return undefined;
    let cancelled = false;
    let idle = 0;
    const next = SECTIONS[SECTIONS.indexOf(section) + 1];
    loadTool[section]()
      .then(() => {
        if (cancelled) return;
        if (next) idle = window.setTimeout(() => preloadTool(next), 500);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      window.clearTimeout(idle);
    };
  }, [section, working]);
}
