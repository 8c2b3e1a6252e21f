import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { NearbyPlace } from '../../api/nearby-places';
import { IconCar, IconWalk } from '../icons';
import { onFirstUse } from '../../../../lib/on-first-use';

const km = onFirstUse(() => new Intl.NumberFormat('es-VE', { maximumFractionDigits: 1 }));

/** Under 10 minutes on foot shows walking minutes, otherwise driving minutes (spec 3 'Preview page'). */
export function travelOf(place: Pick<NearbyPlace, 'walkingTimeInMinutes' | 'vehicleTimeInMinutes'>): { mode: 'walk' | 'car'; text: string } | null {
  const walking = place.walkingTimeInMinutes;
  if (walking !== null && walking < 10) return { mode: 'walk', text: `${walking} min a pie` };
  if (place.vehicleTimeInMinutes !== null) return { mode: 'car', text: `${place.vehicleTimeInMinutes} min en carro` };
  return null;
}

export function distanceText(distanceInKm: number | null): string | null {
  return distanceInKm === null ? null : `${km().format(distanceInKm)} km`;
}

/** One place: name, address, distance and time as the server computed them. */
export function NearbyPlaceLine({ place }: { place: NearbyPlace }) {
  const travel = travelOf(place);
  const Icon = travel?.mode === 'walk' ? IconWalk : IconCar;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {place.name}
      </Text>
      {place.address && (
        <Text size="xs" c="dimmed">
          {place.address}
        </Text>
      )}
      <Group gap={6} c="dimmed">
        {travel && <Icon size={14} aria-hidden />}
        <Text size="xs">{[travel?.text, distanceText(place.distanceInKm)].filter(Boolean).join(' · ') || 'Sin distancia calculada'}</Text>
      </Group>
    </Stack>
  );
}

/** 'Lugares cercanos' grouped by type, in the order the types first appear. */
export function NearbyPlacesPreview({ places }: { places: NearbyPlace[] }) {
  if (places.length === 0) return null;
  const groups = new Map<string, NearbyPlace[]>();
  for (const place of places) {
    const name = place.nearbyPlaceType.name;
    groups.set(name, [...(groups.get(name) ?? []), place]);
  }
  return (
    <Stack gap="md" component="section" aria-label="Lugares cercanos">
      <Title order={2} fz={20}>
        Lugares cercanos
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {[...groups].map(([type, list]) => (
          <Paper key={type} withBorder p="sm" component="section" aria-label={type}>
            <Text fw={700} mb={6}>
              {type}
            </Text>
            <Stack gap="sm">
              {list.map((place) => (
                <NearbyPlaceLine key={place.propertyNearbyPlaceId} place={place} />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
