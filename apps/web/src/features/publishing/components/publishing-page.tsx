import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error/load-error';
import { isApiError } from '../../../lib/api-client';
import { usePublicationEvents } from '../hooks/use-publication-events';
import { usePublishing } from '../hooks/use-publishing';
import { publishingMessages } from '../messages';
import { ChannelAlert, FailureAlert, PublishingSkeleton } from './publishing-alerts';
import { ExitPublishingDialog } from './exit-publishing-dialog';
import { PublishingResult } from './publishing-result';
import { PublishingSteps } from './publishing-steps';
import { paths } from '../../../config/paths';

interface PublishingPageProps {
  propertyDraftId: string;
  /** The publication started (or a retry did): other lists may now read it. */
  onStarted?: () => void;
}

/** /properties/drafts/{id}/publishing: starts a Pending draft and follows its steps live. */
export function PublishingPage({ propertyDraftId, onStarted }: PublishingPageProps) {
  const navigate = useNavigate();
  const [exitOpen, setExitOpen] = useState(false);
  const { query, draft, view, hubStatus, restart, retryNetworks, retrying } = usePublishing(propertyDraftId, onStarted);
  // The shell listens too; a toast has one id per publication, so it shows once.
  usePublicationEvents();

  if (query.isPending) return <PublishingSkeleton />;
  if (!draft || !view) {
    if (isApiError(query.error, 'PROPERTY_DRAFT_NOT_FOUND', 'NOT_FOUND')) {
      return (
        <Stack align="center" gap="sm" py="xl" role="alert">
          <Text c="dimmed" ta="center">
            {publishingMessages.notFound}
          </Text>
          <Button component={Link} to={paths.propertyDrafts} variant="light">
            Volver a mis borradores
          </Button>
        </Stack>
      );
    }
    return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }

  const inProgress = view.phase === 'publishing';
  return (
    <Stack gap="lg" maw={640} w="100%">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {publishingMessages.pageTitle}
          </Title>
          <Text c="dimmed" truncate>
            {draft.title ?? 'Propiedad sin título'}
          </Text>
        </div>
        {inProgress && (
          <Button variant="default" onClick={() => setExitOpen(true)}>
            Salir del editor
          </Button>
        )}
      </Group>
      {inProgress && hubStatus === 'error' && <ChannelAlert />}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <PublishingSteps steps={view.steps} headlinesBelow={view.phase === 'failed' || view.phase === 'start-failed'} />
      </Paper>
      {view.phase === 'start-failed' && (
        <FailureAlert title={publishingMessages.startFailed} onRetry={restart} retrying={retrying} />
      )}
      {view.phase === 'failed' && (
        <FailureAlert title={publishingMessages.propertyFailed} onRetry={restart} retrying={retrying} />
      )}
      {view.phase === 'published' && <PublishingResult view={view} onRetry={retryNetworks} retrying={retrying} />}
      <ExitPublishingDialog
        opened={exitOpen}
        onClose={() => setExitOpen(false)}
        onConfirm={() => navigate(paths.propertyDrafts)}
      />
    </Stack>
  );
}
