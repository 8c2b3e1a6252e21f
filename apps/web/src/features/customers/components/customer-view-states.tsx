import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CustomerViewLayout } from './customer-view-layout';
import { paths } from '../../../config/paths';

export function CustomerViewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Cargando cliente">
      <CustomerViewLayout
        left={<Skeleton height={360} radius="md" />}
        centre={
          <Stack>
            <Skeleton height={36} />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Stack>
        }
      />
    </div>
  );
}

export function CustomerNotFound() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm">
        <Text fw={600}>No se ha encontrado el cliente</Text>
        <Text size="sm" c="dimmed">
          Puede que no exista o que no esté en tu listado.
        </Text>
        <Button component={Link} to={paths.customers} variant="light">
          Ir a mis clientes
        </Button>
      </Stack>
    </Paper>
  );
}
