import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertTriangle } from '../../../components/icons';
import { publishingMessages } from '../messages';
import { paths } from '../../../config/paths';

/** The page while the draft is read. */
export function PublishingSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Cargando la publicación">
      <Skeleton height={32} width="60%" radius="sm" />
      {Array.from({ length: 5 }, (_, i) => (
        <Group key={i} gap="sm" wrap="nowrap">
          <Skeleton height={26} circle />
          <Skeleton height={18} width="50%" radius="sm" />
        </Group>
      ))}
    </Stack>
  );
}

interface FailureAlertProps {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A start or a property that failed (its reason shows on the step): 'Reintentar' and the way back. */
export function FailureAlert({ title, onRetry, retrying }: FailureAlertProps) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Stack gap="sm">
        <Group gap="sm">
          <Button onClick={onRetry} loading={retrying} color="red" variant="light">
            Reintentar
          </Button>
          <Button component={Link} to={paths.propertyDrafts} variant="default">
            Volver a mis borradores
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The real-time channel is down: progress may be missed, a retry reloads the page (spec 3 §4). */
export function ChannelAlert() {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{publishingMessages.channelError}</Text>
        <Button size="compact-sm" variant="light" color="yellow" onClick={() => window.location.reload()}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
