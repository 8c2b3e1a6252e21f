import { Combobox, Loader, Paper, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { reverseQueryOptions, usePlaceSearchQuery } from '../api/geocoding';
import { addressFromPlace, type AddressSelection, type GeocodedPlace } from '../lib/address-text';
import { ADDRESS_ZOOM, DEFAULT_CENTER, DEFAULT_ZOOM, mapTiles } from '../lib/map-config';
import { markerIconDefault } from './leaflet-setup';

interface LocationPickerProps {
  point: { latitude: number; longitude: number } | null;
  onPick: (selection: AddressSelection) => void;
  /** Where to move the map (a locality chosen in the form); a new object moves it again. */
  focus?: { latitude: number; longitude: number } | null;
}

function ClickHandler({ onClick }: { onClick: (lat: number, lon: number) => void }) {
  useMapEvents({ click: (event) => onClick(event.latlng.lat, event.latlng.lng) });
  return null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A map with 'Buscar dirección': a click or a result places the marker and names the place. */
export function LocationPicker({ point, onPick, focus }: LocationPickerProps) {
  const queryClient = useQueryClient();
  const tiles = mapTiles();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [marker, setMarker] = useState(point);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 400);
  const results = usePlaceSearchQuery(debounced);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const combobox = useCombobox();

  // A new point from the form (loaded, reset or typed) moves the marker.
  const [given, setGiven] = useState(point);
  if (point !== given) {
    setGiven(point);
    setMarker(point);
  }
  useEffect(() => {
    if (map && focus) map.setView([focus.latitude, focus.longitude], ADDRESS_ZOOM);
  }, [map, focus]);

  const pickPlace = (place: GeocodedPlace) => {
    setMarker({ latitude: place.latitude, longitude: place.longitude });
    map?.setView([place.latitude, place.longitude], ADDRESS_ZOOM);
    onPick(addressFromPlace(place));
  };

  const onMapClick = async (lat: number, lon: number) => {
    const latitude = round(lat);
    const longitude = round(lon);
    setMarker({ latitude, longitude });
    setLocating(true);
    setFailed(false);
    try {
      const place = await queryClient.fetchQuery(reverseQueryOptions(latitude, longitude));
      onPick(addressFromPlace({ ...place, latitude, longitude }));
    } catch {
      setFailed(true);
    } finally {
      setLocating(false);
    }
  };

  const options = results.data ?? [];
  return (
    <Stack gap="xs">
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const place = options[Number(value)];
          if (place) {
            setSearch(place.displayName);
            pickPlace(place);
          }
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            placeholder="Buscar dirección"
            aria-label="Buscar dirección"
            value={search}
            rightSection={results.isFetching ? <Loader size="xs" /> : null}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        {debounced.trim().length >= 3 && (
          <Combobox.Dropdown>
            <Combobox.Options>
              {results.isError ? (
                <Combobox.Empty>No se ha podido buscar la dirección</Combobox.Empty>
              ) : options.length === 0 ? (
                <Combobox.Empty>{results.isFetching ? 'Buscando…' : 'Sin resultados'}</Combobox.Empty>
              ) : (
                options.map((place, i) => (
                  <Combobox.Option key={`${place.latitude},${place.longitude},${i}`} value={String(i)}>
                    <Text size="sm">{place.displayName}</Text>
                  </Combobox.Option>
                ))
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        )}
      </Combobox>
      <Paper withBorder style={{ overflow: 'hidden', position: 'relative' }} h={{ base: 300, sm: 380 }}>
        <MapContainer
          center={point ? [point.latitude, point.longitude] : DEFAULT_CENTER}
          zoom={point ? ADDRESS_ZOOM : DEFAULT_ZOOM}
          style={{ height: '100%', width: '100%' }}
          ref={setMap}
        >
          <TileLayer url={tiles.url} attribution={tiles.attribution} />
          <ClickHandler onClick={(lat, lon) => void onMapClick(lat, lon)} />
          {marker && <Marker position={[marker.latitude, marker.longitude]} icon={markerIconDefault} />}
        </MapContainer>
        {locating && (
          <Loader size="sm" style={{ position: 'absolute', top: 10, right: 10, zIndex: 500 }} aria-label="Buscando la dirección" />
        )}
      </Paper>
      <Text size="xs" c={failed ? 'red' : 'dimmed'} role={failed ? 'alert' : undefined}>
        {failed ? 'No se ha podido obtener la dirección de ese punto. Vuelve a intentarlo.' : 'Haz clic en el mapa para marcar la propiedad.'}
      </Text>
    </Stack>
  );
}
