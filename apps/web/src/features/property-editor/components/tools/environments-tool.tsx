import { ActionIcon, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { EnvironmentGroup, PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '../../../../components/load-error/load-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useEnvironmentsQuery } from '../../../../lib/property-catalogues';
import { useSetEnvironment } from '../../api/save-draft';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { IconMinus, IconPlus } from '../icons';
import { ToolHeader } from './tool-header';
import { saveErrorMessage } from '../../lib/save-error';

export const ENVIRONMENT_SAVED = 'Ambiente actualizado con éxito.';
export const ENVIRONMENT_ERROR = 'Ha ocurrido un error al actualizar el ambiente. Vuelve a intentarlo.';
export const EMPTY_ENVIRONMENTS = 'No se han encontrado ambientes en este momento';
const DEBOUNCE_MS = 500;

/**
 * Parking is asked once, in Detalles ('Estacionamiento', the PARKING detail the listing's card
 * reads, spec 3): the environments catalogue's parking spaces are not counted here too.
 */
const ASKED_IN_DETAILS: ReadonlySet<string> = new Set(['PARKING_SPOT']);

/** A group's title without the parking its card no longer counts ('Estacionamiento y depósito' → 'Depósito'). */
function withoutParking(name: string): string {
  const rest = name.replace(/^estacionamiento\s+y\s+/i, '').replace(/\s+y\s+estacionamiento$/i, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The catalogue's groups without what Detalles asks; a group left empty goes. */
function environmentGroups(groups: EnvironmentGroup[]): EnvironmentGroup[] {
  return groups
    .map((group) => {
      const kept = group.propertyEnviroments.filter((env) => !ASKED_IN_DETAILS.has(env.type));
      const name = kept.length < group.propertyEnviroments.length ? withoutParking(group.name) : group.name;
      return { ...group, name, propertyEnviroments: kept };
    })
    .filter((group) => group.propertyEnviroments.length > 0);
}

function countsOf(draft: PropertyDraft): Record<number, number> {
  return Object.fromEntries(draft.enviroments.map((e) => [e.propertyEnviroment.propertyEnviromentId, e.quantity]));
}

/** 'Ambientes': one card per group, a counter per environment, saved 500 ms after the last click. */
export function EnvironmentsTool({ draft }: { draft: PropertyDraft }) {
  const groups = useEnvironmentsQuery();
  const save = useSetEnvironment(draft.propertyDraftId);
  const { track, setWaiting, registerFlush } = useSaveTracker();
  const shown = useMemo(() => environmentGroups(groups.data ?? []), [groups.data]);
  const [counts, setCounts] = useState(() => countsOf(draft));
  const timers = useRef(new Map<number, number>());
  /** The saves waiting for their 500 ms, by environment: run at once when the editor leaves the tool. */
  const waiting = useRef(new Map<number, () => Promise<boolean>>());

  const runWaiting = useCallback(async () => {
    const runs = [...waiting.current.values()];
    waiting.current.clear();
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current.clear();
    const results = await Promise.all(runs.map((run) => run()));
    return results.every(Boolean);
  }, []);

  useEffect(() => registerFlush('environments', { label: 'Ambientes', flush: runWaiting }), [registerFlush, runWaiting]);
  useEffect(() => () => void runWaiting(), [runWaiting]);

  const change = (id: number, delta: number) => {
    const next = Math.max(0, Math.min(99, (counts[id] ?? 0) + delta));
    if (next === (counts[id] ?? 0)) return;
    setCounts((current) => ({ ...current, [id]: next }));
    window.clearTimeout(timers.current.get(id));
    setWaiting(`environment-${id}`, true);
    const run = () => {
      setWaiting(`environment-${id}`, false);
      return track(`environment-${id}`, () => save.mutateAsync({ id, quantity: next })).then(
        () => {
          notifySuccess(ENVIRONMENT_SAVED, { id: 'tool-environments' });
          return true;
        },
        (error: unknown) => {
          notifyError(saveErrorMessage(error, ENVIRONMENT_ERROR), { id: 'tool-environments' });
          return false;
        },
      );
    };
    waiting.current.set(id, run);
    timers.current.set(
      id,
      window.setTimeout(() => {
        timers.current.delete(id);
        waiting.current.delete(id);
        void run();
      }, DEBOUNCE_MS),
    );
  };

  return (
    <Stack gap="lg">
      <ToolHeader title="Ambientes" description="Indica cuántos ambientes de cada tipo tiene la propiedad." />
      {groups.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label="Cargando ambientes">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={220} />
          ))}
        </SimpleGrid>
      ) : groups.isError ? (
        <LoadError onRetry={() => groups.refetch()} retrying={groups.isFetching} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{EMPTY_ENVIRONMENTS}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {shown.map((group) => (
            <Paper key={group.propertyEnviromentParentId} withBorder p="md" component="section" aria-label={group.name}>
              <Text fw={700} mb="sm">
                {group.name}
              </Text>
              <Stack gap="xs">
                {group.propertyEnviroments.map((env) => {
                  const count = counts[env.propertyEnviromentId] ?? 0;
                  return (
                    <Group key={env.propertyEnviromentId} justify="space-between" wrap="nowrap">
                      <Text size="sm">{env.name}</Text>
                      <Group gap={6} wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          radius="xl"
                          size="lg"
                          aria-label={`Quitar ${env.name}`}
                          disabled={count === 0}
                          onClick={() => change(env.propertyEnviromentId, -1)}
                        >
                          <IconMinus size={16} />
                        </ActionIcon>
                        <Text w={28} ta="center" fw={600} aria-label={`${env.name}: ${count}`} role="status">
                          {count}
                        </Text>
                        <ActionIcon
                          variant="light"
                          radius="xl"
                          size="lg"
                          aria-label={`Añadir ${env.name}`}
                          onClick={() => change(env.propertyEnviromentId, 1)}
                        >
                          <IconPlus size={16} />
                        </ActionIcon>
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
