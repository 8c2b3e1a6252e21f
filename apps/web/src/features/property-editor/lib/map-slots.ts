import type { ComponentType } from 'react';

/** What the map picker hands back after a click or a search (geocoding feature, composed by the route). */
export interface MapSelection {
  address: string;
  stateName: string | null;
  localityName: string | null;
  latitude: number;
  longitude: number;
}

export interface LocationPickerProps {
  /** The saved or picked point; null centres the map on Venezuela. */
  point: { latitude: number; longitude: number } | null;
  onPick: (selection: MapSelection) => void;
  /** Where to move the map (a locality chosen in the form); a new object moves it again. */
  focus?: { latitude: number; longitude: number } | null;
}

export interface StaticMapProps {
  latitude: number;
  longitude: number;
}

/** Maps come from the geocoding feature; the route passes them in. */
export interface MapSlots {
  LocationPicker: ComponentType<LocationPickerProps>;
  StaticMap: ComponentType<StaticMapProps>;
}
