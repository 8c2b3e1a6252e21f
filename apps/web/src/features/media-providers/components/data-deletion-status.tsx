import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Code.css';
import { Code, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ApiError } from '@vitrina/contract/errors';
import { LoadError } from '../../../components/load-error/load-error';
import { formatDate } from '../../../lib/dates';
import { useDataDeletionQuery } from '../api/data-deletion';
import { networkNames } from '../lib/networks';

export const DELETION_NOT_FOUND_MESSAGE =
  'No hemos encontrado ninguna solicitud de eliminación con este código. Revisa el enlace que recibiste.';

/** Meta's status link (`?code=`): the confirmation code and what became of the request. */
export function DataDeletionStatus({ code }: { code: string }) {
  const query = useDataDeletionQuery(code);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Paper withBorder radius="md" p="md" aria-label="Solicitud de eliminación" component="section">
      <Stack gap="xs">
        <Text size="sm">
          Código de confirmación:{' '}
          <Code fz="sm" style={{ wordBreak: 'break-all' }}>
            {code}
          </Code>
        </Text>
        {query.isPending && <Skeleton h={20} w="80%" aria-label="Cargando el estado de la solicitud" />}
        {notFound && (
          <Text size="sm" c="red.8" role="alert">
            {DELETION_NOT_FOUND_MESSAGE}
          </Text>
        )}
        {query.isError && !notFound && (
          <LoadError py="lg" retrying={query.isFetching} onRetry={() => void query.refetch()} />
        )}
        {query.data && (
          <Text size="sm" role="status">
            Solicitud de {networkNames[query.data.network] ?? 'la red social'} recibida el{' '}
            {formatDate(query.data.createdAt)}: completada. Tus datos ya se han eliminado.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
