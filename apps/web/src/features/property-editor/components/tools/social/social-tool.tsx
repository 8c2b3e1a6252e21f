import { Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { Link } from 'react-router';
import { LoadError } from '../../../../../components/load-error/load-error';
import { useConnectionsQuery, useMediaProvidersQuery } from '../../../api/social-accounts';
import type { SocialSlots } from '../../../lib/social-slots';
import { NETWORKS, postOf, type Network } from '../../../lib/social-post';
import { IconPhoto } from '../../icons';
import { ToolHeader } from '../tool-header';
import { PostStatusNote } from './post-status-note';
import { SocialPostForm } from './social-post-form';
import { paths } from '../../../../../config/paths';

interface SocialToolProps {
  draft: PropertyDraft;
  network: Network;
  social?: SocialSlots;
  /** 'Subir imagen': opens the images tool. */
  onUploadImages: () => void;
}

/** The prompt comes from the media-providers feature (it tells connect from reconnect); without it, where to go. */
function ConnectBlock({ draft, network, social, reconnect }: Omit<SocialToolProps, 'onUploadImages'> & { reconnect: boolean }) {
  const { name, type } = NETWORKS[network];
  const Prompt = social?.ConnectPrompt;
  if (Prompt) return <Prompt type={type} contextId={draft.propertyDraftId} />;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Text fw={600}>{reconnect ? `Vuelve a conectar tu cuenta de ${name}` : `Conecta tu cuenta de ${name}`}</Text>
        <Text size="sm" c="dimmed">
          {reconnect
            ? `${name} ya no acepta la conexión guardada. Conéctala de nuevo para poder publicar.`
            : `Para publicar esta propiedad en ${name} necesitas conectar tu cuenta.`}
        </Text>
        <Text size="sm">
          La cuenta debe conectarse desde Mi cuenta &gt; Integraciones.{' '}
          <Anchor component={Link} to={paths.accountIntegrations}>
            Ir a Integraciones
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

/** Instagram or Facebook: gated by the connection and the draft's images (spec 3 §4). */
export function SocialTool({ draft, network, social, onUploadImages }: SocialToolProps) {
  const { name, type } = NETWORKS[network];
  const providers = useMediaProvidersQuery();
  const anyProvider = (providers.data?.length ?? 0) > 0;
  const connections = useConnectionsQuery(anyProvider);

  let body;
  if (providers.isPending || (anyProvider && connections.isPending)) {
    body = <Skeleton height={160} role="status" aria-busy="true" aria-label="Cargando conexión" />;
  } else if (providers.isError || connections.isError) {
    const retry = () => (providers.isError ? providers.refetch() : connections.refetch());
    body = <LoadError onRetry={retry} retrying={providers.isFetching || connections.isFetching} />;
  } else if (!providers.data.some((p) => p.type === type)) {
    body = <Text c="dimmed">No se han encontrado medios de sincronización en este momento</Text>;
  } else {
    const connection = connections.data?.find((c) => c.type === type);
    if (!connection || connection.status === 'reconnect') {
      const reconnect = Boolean(connection);
      body = (
        <Stack gap="lg">
          <ConnectBlock draft={draft} network={network} social={social} reconnect={reconnect} />
          {reconnect && postOf(draft, network) && <SocialPostForm draft={draft} network={network} />}
        </Stack>
      );
    } else if (draft.media.length === 0) {
      body = (
        <Paper withBorder p="lg">
          <Stack align="center" gap="sm" ta="center">
            <IconPhoto size={32} aria-hidden />
            <Text>Sube al menos una imagen de la propiedad para preparar la publicación.</Text>
            <Button onClick={onUploadImages}>Subir imagen</Button>
          </Stack>
        </Paper>
      );
    } else {
      body = <SocialPostForm draft={draft} network={network} />;
    }
  }

  return (
    <Stack gap="lg">
      <ToolHeader title={name} description={`Prepara la publicación que saldrá en ${name} cuando publiques la propiedad.`} />
      <PostStatusNote draft={draft} network={network} />
      {body}
    </Stack>
  );
}
