import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { ADDRESS_ZOOM, mapTiles } from '../lib/map-config';
import { markerIconDefault } from './leaflet-setup';

/** A map at zoom 14 with the property's marker (preview page). */
export function StaticMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const tiles = mapTiles();
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={ADDRESS_ZOOM}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%', minHeight: 260 }}
      aria-label="Mapa de la propiedad"
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <Marker position={[latitude, longitude]} icon={markerIconDefault} />
    </MapContainer>
  );
}
