import { useSearchParams } from 'react-router';
import { DataDeletionPage } from '../../features/media-providers/components/data-deletion-page';
import { networkNames, type Network } from '../../features/media-providers/lib/networks';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppQueryClient } from '../app-query-client';

interface DataDeleteRouteProps {
  network: Network;
  /** The step-by-step instructions page instead of the confirmation. */
  instructions?: boolean;
}

/** /{instagram|facebook}/data-delete[/instructions]: public, no sign-in. */
export function DataDeleteRoute({ network, instructions = false }: DataDeleteRouteProps) {
  const name = networkNames[network];
  const [params] = useSearchParams();
  useDocumentTitle(instructions ? `Cómo eliminar tus datos de ${name}` : `Eliminación de datos de ${name}`);
  return (
    <AppQueryClient>
      <DataDeletionPage
        network={network}
        instructions={instructions}
        from={params.get('from')}
        code={params.get('code')?.trim() || null}
      />
    </AppQueryClient>
  );
}
