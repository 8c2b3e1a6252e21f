import { Anchor, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MatchAlert } from '@vitrina/contract/schemas/matching';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error/load-error';
import { notifyError } from '../../../lib/notify';
import { useDismissMatchAlert, useMatchAlertsQuery } from '../api/match-alerts';
import { cardTitle, customerPropertiesPath, listingHref } from '../lib/listing';
import { SectionEmpty, SectionSkeleton } from './section-states';

export const NO_ALERTS = 'No hay coincidencias nuevas por ahora';

/** '3 clientes coinciden con Casa en Chacao' / '1 cliente coincide con …'. */
export function alertHeadline(count: number, title: string): string {
  return count === 1 ? `1 cliente coincide con ${title}` : `${count} clientes coinciden con ${title}`;
}

function AlertItem({ alert, dismissing, onDismiss }: { alert: MatchAlert; dismissing: boolean; onDismiss: () => void }) {
  const title = cardTitle(alert.listing);
  const href = listingHref(alert.listing, alert.listing.owner.agentId);
  const more = alert.matchCount - alert.customers.length;
  return (
    <Stack gap={4} component="article" aria-label={title} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 10 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} style={{ minWidth: 0 }}>
          {href ? (
            <Anchor component={Link} to={href.to} inherit>
              {alertHeadline(alert.matchCount, title)}
            </Anchor>
          ) : (
            alertHeadline(alert.matchCount, title)
          )}
        </Text>
        <CloseButton aria-label={`Descartar aviso de ${title}`} onClick={onDismiss} disabled={dismissing} />
      </Group>
      <Group gap="xs">
        {alert.customers.map((c) => (
          <Anchor key={c.tenantId} component={Link} to={customerPropertiesPath(c.slug)} size="sm">
            {c.fullName} ({c.score}%)
          </Anchor>
        ))}
        {more > 0 && (
          <Text size="sm" c="dimmed">
            y {more} más
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** Dashboard: 'Nuevas coincidencias', the customers that fit the listings the agent published lately. */
export function MatchAlertsBlock() {
  const alerts = useMatchAlertsQuery();
  const dismiss = useDismissMatchAlert();
  let body;
  if (alerts.isError) body = <LoadError py="lg" onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />;
  else if (!alerts.data) body = <SectionSkeleton rows={2} height={72} label="Cargando coincidencias" />;
  else if (alerts.data.length === 0) body = <SectionEmpty>{NO_ALERTS}</SectionEmpty>;
  else
    body = (
      <Stack gap="sm">
        {alerts.data.map((alert) => (
          <AlertItem
            key={alert.alertId}
            alert={alert}
            dismissing={dismiss.isPending && dismiss.variables === alert.alertId}
            onDismiss={() => dismiss.mutate(alert.alertId, { onError: () => notifyError('No se pudo descartar el aviso. Por favor, vuelve a intentarlo.') })}
          />
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="match-alerts-title">
      <Stack gap="md">
        <Title order={2} fz={18} id="match-alerts-title">
          Nuevas coincidencias
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
