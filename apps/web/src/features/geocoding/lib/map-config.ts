import { serverConfig } from '../../../config/runtime-config';

export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILES_ATTRIBUTION = '© OpenStreetMap contributors';

/** Map centre of spec 3 §9 ([latitude, longitude]) and zooms. */
export const DEFAULT_CENTER: [number, number] = [10.47, -66.97];
export const DEFAULT_ZOOM = 5;
export const ADDRESS_ZOOM = 14;

/** The tile URL from the runtime configuration, read defensively (it may not be there yet). */
export function mapTiles(): { url: string; attribution: string } {
  const config = serverConfig() as { mapTilesUrl?: unknown; mapTilesAttribution?: unknown } | undefined;
  const url = typeof config?.mapTilesUrl === 'string' && config.mapTilesUrl ? config.mapTilesUrl : DEFAULT_TILES_URL;
  const attribution =
    typeof config?.mapTilesAttribution === 'string' && config.mapTilesAttribution
      ? config.mapTilesAttribution
      : DEFAULT_TILES_ATTRIBUTION;
  return { url, attribution };
}
