import { Badge, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error/load-error';
import { formatUsd, operationLabel } from '../../../components/property-list/format';
import { isApiError } from '../../../lib/api-client';
import { usePropertyQuery } from '../api/properties';

/** /properties/view/{slug}/{propertyId}: a published property, as the agent sees it. */
export function PropertyView({ propertyId }: { propertyId: string }) {
  const query = usePropertyQuery(propertyId);
  if (query.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Cargando propiedad">
        <Skeleton height={320} />
        <Skeleton height={32} width="40%" />
      </Stack>
    );
  }
  if (query.isError) {
    if (isApiError(query.error, 'PROPERTY_NOT_FOUND', 'NOT_FOUND')) {
      return <Text c="dimmed">No hemos encontrado esta propiedad.</Text>;
    }
    return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const property = query.data;
  return (
    <Stack gap="md" maw={900}>
      {property.thumbnail && <Image src={property.thumbnail} alt="" radius="md" />}
      <Badge>{operationLabel(property.operationType)}</Badge>
      <Title order={1} fz={26}>
        {property.title ?? 'Propiedad'}
      </Title>
      <Text fw={700} fz="xl">
        {formatUsd(property.price)}
      </Text>
      <Text c="dimmed">{property.address.address}</Text>
    </Stack>
  );
}
