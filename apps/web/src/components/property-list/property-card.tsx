import { Badge, Box, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconBuilding } from './icons';
import { formatUsd, operationLabel, plural } from './format';
import classes from './property-list.module.css';

export interface PropertyCardData {
  title: string | null;
  thumbnail: string | null;
  propertyType: { name: string } | null;
  address: { address: string | null; countryState: { name: string } | null; location: { name: string } | null };
  bedrooms: number;
  bathrooms: number;
  size: number | null;
  price: number | null;
  operationType: number;
}

interface PropertyCardProps {
  item: PropertyCardData;
  to: string;
  /** 'Editar borrador', 'Publicando', 'Publicado'… */
  status?: { label: string; color: string } | null;
  /** A button over the card's top-right corner, outside its link (e.g. delete a draft). */
  action?: ReactNode;
  /** A short line under the address ('Compartido por Ana Pérez'). */
  note?: string | null;
}

function addressLine(address: PropertyCardData['address']): string {
  const place = [address.location?.name, address.countryState?.name].filter(Boolean).join(', ');
  return [address.address, place].filter(Boolean).join(' · ') || 'Sin dirección';
}

/** A card of the property and draft grids (spec 3 §2). */
export function PropertyCard({ item, to, status, action, note }: PropertyCardProps) {
  const card = (
    <Card component={Link} to={to} withBorder padding={0} radius="md" className={classes.card}>
      <Box pos="relative">
        {item.thumbnail ? (
          <img src={item.thumbnail} alt="" className={classes.thumb} loading="lazy" />
        ) : (
          <div className={classes.thumbEmpty}>
            <IconBuilding size={40} stroke={1.2} aria-hidden />
          </div>
        )}
        <Badge className={classes.badge} variant="white" color="dark" size="sm">
          {operationLabel(item.operationType)}
        </Badge>
      </Box>
      <Box p="sm" style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: 1 }}>
        <Text fw={700} fz="lg" c="indigo.8">
          {formatUsd(item.price)}
        </Text>
        <Text fw={600} lineClamp={2} lh={1.3}>
          {item.title ?? 'Propiedad sin título'}
        </Text>
        <Text size="sm" c="dimmed">
          {item.propertyType?.name ?? 'Sin tipo de propiedad'}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {addressLine(item.address)}
        </Text>
        {note && (
          <Text size="sm" c="indigo.7" lineClamp={1}>
            {note}
          </Text>
        )}
        <Group gap={6} mt={4} wrap="wrap">
          <Text size="xs" c="gray.7">
            {plural(item.bedrooms, 'hab.', 'hab.')}
          </Text>
          <Text size="xs" c="gray.5" aria-hidden>
            ·
          </Text>
          <Text size="xs" c="gray.7">
            {plural(item.bathrooms, 'baño', 'baños')}
          </Text>
          <Text size="xs" c="gray.5" aria-hidden>
            ·
          </Text>
          <Text size="xs" c="gray.7">
            {item.size ? `${item.size} m2` : '- m2'}
          </Text>
        </Group>
        {status && (
          <Badge mt="auto" pt={0} variant="light" color={status.color} style={{ alignSelf: 'flex-start' }}>
            {status.label}
          </Badge>
        )}
      </Box>
    </Card>
  );
  if (!action) return card;
  return (
    <Box pos="relative" h="100%">
      {card}
      <Box pos="absolute" top={8} right={8}>
        {action}
      </Box>
    </Box>
  );
}
