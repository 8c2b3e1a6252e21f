import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { MapSelection } from '../../../lib/map-slots';
import { IconMapPin } from '../../icons';

interface PickedAddressProps {
  picked: MapSelection;
  /** The names of the state and locality chosen in the form, when they are known. */
  stateName?: string;
  locationName?: string;
  /** The state or locality did not match the catalogues: the agent chooses them. */
  unmatched: boolean;
}

/** 'Dirección seleccionada': what the map click or search found. */
export function PickedAddress({ picked, stateName, locationName, unmatched }: PickedAddressProps) {
  return (
    <Paper withBorder p="md" aria-label="Dirección seleccionada" component="section">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMapPin size={22} aria-hidden />
        <Stack gap={2}>
          <Text fw={600}>{picked.address || 'Sin dirección'}</Text>
          <Text size="sm" c="dimmed">
            {[locationName ?? picked.localityName, stateName ?? picked.stateName].filter(Boolean).join(', ') || '-'}
          </Text>
        </Stack>
      </Group>
      {unmatched && (
        <Alert mt="sm" color="yellow" variant="light">
          Elige el estado y la localidad de la lista y pulsa «Guardar dirección».
        </Alert>
      )}
    </Paper>
  );
}
