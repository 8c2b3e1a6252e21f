import { Group, Text } from '@mantine/core';
import { tenantTypeStars, type TenantType } from '@vitrina/contract/enums/tenant';
import { tenantTypeLabel } from '../lib/format';
import { IconStar } from './icons';

/** The type label with its stars: Lead 3, Customer 2, Contact 1 (out of 3). */
export function TenantTypeStars({ type }: { type: number }) {
  const stars = tenantTypeStars[type as TenantType] ?? 0;
  return (
    <Group gap={6} justify="center">
      <Text size="sm" c="dimmed">
        {tenantTypeLabel(type)}
      </Text>
      <Group gap={2} role="img" aria-label={`${stars} de 3 estrellas`}>
        {[1, 2, 3].map((i) =>
          i <= stars ? (
            <IconStar key={i} size={14} color="var(--mantine-color-yellow-6)" fill="var(--mantine-color-yellow-6)" aria-hidden />
          ) : (
            <IconStar key={i} size={14} color="var(--mantine-color-gray-4)" aria-hidden />
          ),
        )}
      </Group>
    </Group>
  );
}
