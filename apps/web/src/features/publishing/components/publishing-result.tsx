import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertTriangle, IconCircleCheck } from '../../../components/icons';
import type { PublishingView } from '../lib/derive-steps';
import { networkList, publishingMessages } from '../messages';
import { paths } from '../../../config/paths';

interface PublishingResultProps {
  view: PublishingView;
  onRetry: () => void;
  retrying: boolean;
}

/** The end of a publication: the link to it, back to the drafts, and any network that failed. */
export function PublishingResult({ view, onRetry, retrying }: PublishingResultProps) {
  const failed = view.failedNetworks;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} role="status" aria-label="Resultado de la publicación">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck size={32} color="var(--mantine-color-teal-6)" aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            {publishingMessages.published}
          </Title>
        </Group>
        {failed.map(({ network, message }) => (
          <Alert key={network} color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={network === 'instagram' ? publishingMessages.instagramFailed : publishingMessages.facebookFailed}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {message ?? 'La red social no dio más detalles.'}
            </Text>
          </Alert>
        ))}
        <Stack gap="sm" style={{ alignSelf: 'stretch' }}>
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            {view.property && (
              <Button component={Link} to={paths.propertyView(view.property.slug, view.property.propertyId)}>
                Ver publicación
              </Button>
            )}
            <Button component={Link} to={paths.propertyDrafts} variant="default">
              Volver a mis borradores
            </Button>
          </Group>
          {failed.length > 0 && (
            <Button variant="light" color="orange" onClick={onRetry} loading={retrying}>
              {`Reintentar ${networkList(failed.map((f) => f.network))}`}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
