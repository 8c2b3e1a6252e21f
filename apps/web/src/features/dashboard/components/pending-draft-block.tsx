import '@mantine/core/styles/Image.css';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconBuilding } from '../../../components/icons';
import { LoadError } from '../../../components/load-error/load-error';
import { usePendingDraftQuery, type DraftSummary } from '../api/pending-draft';
import { BlockCard } from './block-card';
import { DelayedSkeleton } from './delayed-skeleton';
import { paths } from '../../../config/paths';
import { formatPrice } from '@vitrina/contract/format/price';

function DraftItem({ draft }: { draft: DraftSummary }) {
  const place = [draft.address.location?.name, draft.address.countryState?.name].filter(Boolean).join(', ');
  const facts = [
    draft.propertyType?.name,
    `${draft.bedrooms} hab.`,
    `${draft.bathrooms} baños`,
    draft.size ? `${draft.size} m²` : null,
  ].filter(Boolean);
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      {draft.thumbnail ? (
        <Image src={draft.thumbnail} alt="" w={96} h={72} radius="md" fit="cover" />
      ) : (
        <Box w={96} h={72} bg="gray.1" style={{ borderRadius: 8, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
          <IconBuilding size={28} color="var(--mantine-color-gray-5)" aria-hidden />
        </Box>
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate>
          {draft.title || 'Propiedad sin título'}
        </Text>
        {place && (
          <Text size="sm" c="dimmed" truncate>
            {place}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text fw={700} c="indigo.7">
            {draft.price !== null ? formatPrice(draft.price) : 'Sin precio'}
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              · {draft.operationType === 1 ? 'Alquiler' : 'Venta'}
            </Text>
          </Text>
          <Button component={Link} to={paths.editor(draft.propertyDraftId)} size="xs">
            Continuar
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}

/** 'Continúa publicando': the latest draft still pending. */
export function PendingDraftBlock() {
  const draft = usePendingDraftQuery();
  let body;
  if (draft.isError) body = <LoadError py="lg" onRetry={() => void draft.refetch()} retrying={draft.isFetching} />;
  else if (draft.isPending) body = <DelayedSkeleton rows={1} height={96} label="Cargando borradores" />;
  else if (!draft.data) body = <Text c="dimmed">No tienes propiedades en borrador pendientes de publicar</Text>;
  else body = <DraftItem draft={draft.data} />;
  return <BlockCard title="Continúa publicando">{body}</BlockCard>;
}
