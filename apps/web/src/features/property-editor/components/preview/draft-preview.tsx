import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import relativeTime from 'dayjs/plugin/relativeTime';
import { LazyVideoPlayer } from '../../../../components/video-player/lazy-video-player';
import { dayjs } from '../../../../lib/dates';
import { formatUsd, plural } from '../../../../components/property-list/format';
import { formatDetailValue } from '../../lib/detail-value';
import type { StaticMapProps } from '../../lib/map-slots';
import type { ComponentType, ReactNode } from 'react';
import { IconBath, IconBed, IconEye, IconRuler } from '../icons';
import { nearbyPlacesOf } from '../../api/nearby-places';
import { NearbyPlacesPreview } from './nearby-places-preview';
import { PreviewGallery } from './preview-gallery';
import classes from './preview.module.css';

dayjs.extend(relativeTime);

export const NO_DESCRIPTION = 'Aún no hay una descripción de la propiedad.';

interface DraftPreviewProps {
  draft: PropertyDraft;
  agentName: string;
  StaticMap: ComponentType<StaticMapProps>;
  /** Views of the public listing page; 0 until the property is published. */
  views?: number;
  /** Shown under the agent's card (the property page's social posts). */
  aside?: ReactNode;
}

function detailValue(draft: PropertyDraft, type: string): string {
  const detail = draft.details.find((d) => d.propertyDetailType.type === type);
  return detail ? formatDetailValue(detail) : '-';
}

/**
 * The Estacionamiento card: the PARKING detail when there is one, otherwise the parking spaces
 * counted in Ambientes ('1 puesto', '2 puestos'), otherwise '-'.
 */
export function parkingValue(draft: PropertyDraft): string {
  const detail = draft.details.find((d) => d.propertyDetailType.type === 'PARKING');
  if (detail) return formatDetailValue(detail);
  const spaces = draft.enviroments.find((e) => e.propertyEnviroment.type === 'PARKING_SPOT')?.quantity ?? 0;
  return spaces > 0 ? plural(spaces, 'puesto', 'puestos') : '-';
}

/** The draft as its public listing page will show it (spec 3 'Preview page'). */
export function DraftPreview({ draft, agentName, StaticMap, views = 0, aside }: DraftPreviewProps) {
  const place = [draft.address.location?.name, draft.address.countryState?.name].filter(Boolean).join(' - ');
  const cards: Array<[string, string]> = [
    ['Tipo de propiedad', draft.propertyType?.name ?? '-'],
    ['Código inmobiliario', draft.code ?? '-'],
    ['Agua', detailValue(draft, 'WATER')],
    ['Estacionamiento', parkingValue(draft)],
    ['Amoblado', detailValue(draft, 'FURNISHED')],
    ['Año de construcción', detailValue(draft, 'BUILD_YEAR')],
  ];
  const groups = new Map<string, PropertyDraft['details']>();
  for (const detail of draft.details) {
    const name = detail.propertyDetailType.propertyDetailCategory.name;
    groups.set(name, [...(groups.get(name) ?? []), detail]);
  }
  const hasPoint = draft.latitude !== null && draft.longitude !== null && (draft.latitude !== 0 || draft.longitude !== 0);

  return (
    <Stack gap="xl">
      <PreviewGallery media={draft.media} />
      <div className={classes.columns}>
        <Stack gap="xl">
          <Stack gap={6}>
            <Group gap="sm">
              <Badge color={draft.operationType === 1 ? 'grape' : 'indigo'}>
                {draft.operationType === 1 ? 'En renta' : 'En venta'}
              </Badge>
              <Text size="xs" c="dimmed">
                Actualizado {dayjs(draft.updatedAt).fromNow()}
              </Text>
            </Group>
            <Title order={1} fz={30}>
              {draft.price ? formatUsd(draft.price) : 'Precio sin definir'}
            </Title>
            <Text fw={600}>{draft.address.address ?? 'Sin dirección'}</Text>
            {place && <Text c="dimmed">{place}</Text>}
            <Group gap={6} c="dimmed">
              <IconEye size={16} aria-hidden />
              <Text size="sm">{views} de visualizaciones</Text>
            </Group>
            <Group gap="lg" mt="xs">
              <Group gap={6}>
                <IconBed size={18} aria-hidden />
                <Text size="sm">{plural(draft.bedrooms, 'habitación', 'habitaciones')}</Text>
              </Group>
              <Group gap={6}>
                <IconBath size={18} aria-hidden />
                <Text size="sm">{plural(draft.bathrooms, 'baño', 'baños')}</Text>
              </Group>
              <Group gap={6}>
                <IconRuler size={18} aria-hidden />
                <Text size="sm">{draft.size ? `${draft.size} mts2` : '- mts2'}</Text>
              </Group>
            </Group>
          </Stack>

          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {cards.map(([label, value]) => (
              <Paper key={label} withBorder p="sm">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={600}>{value}</Text>
              </Paper>
            ))}
          </SimpleGrid>

          <Stack gap="xs" component="section" aria-label="Descripción">
            <Title order={2} fz={20}>
              Descripción
            </Title>
            {draft.description ? (
              <Typography className={classes.description}>
                <div dangerouslySetInnerHTML={{ __html: draft.description }} />
              </Typography>
            ) : (
              <Text c="dimmed">{NO_DESCRIPTION}</Text>
            )}
          </Stack>

          {hasPoint && (
            <Stack gap="xs" component="section" aria-label="Ubicación">
              <Title order={2} fz={20}>
                Ubicación
              </Title>
              <div className={classes.map}>
                <StaticMap latitude={draft.latitude!} longitude={draft.longitude!} />
              </div>
            </Stack>
          )}

          {groups.size > 0 && (
            <Stack gap="md" component="section" aria-label="Detalles">
              <Title order={2} fz={20}>
                Detalles
              </Title>
              {[...groups].map(([category, details]) => (
                <Stack key={category} gap={6}>
                  <Text fw={700}>{category}</Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
                    {details.map((d) => (
                      <Text key={d.propertyDetailId} size="sm">
                        <Text span c="dimmed" size="sm">
                          {d.propertyDetailType.name}:
                        </Text>{' '}
                        {formatDetailValue(d)}
                      </Text>
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          )}

          <NearbyPlacesPreview places={nearbyPlacesOf(draft)} />

          {draft.video && (
            <Stack gap="xs" component="section" aria-label="Video">
              <Title order={2} fz={20}>
                Video
              </Title>
              <LazyVideoPlayer src={draft.video.url} poster={draft.video.thumbnail} label="Video de la propiedad" />
            </Stack>
          )}
        </Stack>

        <Stack gap="md" className={classes.agent}>
          <Paper withBorder p="md" component="aside" aria-label="Agente">
            <Group gap="sm" wrap="nowrap">
              <Avatar color="indigo" radius="xl">
                {agentName.slice(0, 1)}
              </Avatar>
              <Stack gap={0}>
                <Text fw={700}>{agentName}</Text>
                <Text size="sm" c="dimmed">
                  Agente Inmobiliario
                </Text>
              </Stack>
            </Group>
          </Paper>
          {aside}
        </Stack>
      </div>
    </Stack>
  );
}
