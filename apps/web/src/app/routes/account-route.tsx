import { Divider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from '../../components/load-error/load-error';
import { AccountLayout, parseAccountSection } from '../../features/account/components/account-layout';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProviderList } from '../../features/media-providers/components/provider-list';
import { useDocumentTitle } from '../../lib/use-document-title';

// The 'Perfil' section's chunk: the default section ('Integraciones') loads without it.
const profile = () => import('../../features/account/components/account-profile');
const AvatarSettings = lazy(() => profile().then((m) => ({ default: m.AvatarSettings })));
const SettingsProfileForm = lazy(() => profile().then((m) => ({ default: m.SettingsProfileForm })));

/** /account: 'Perfil' and 'Integraciones' (default). */
export function AccountRoute() {
  useDocumentTitle('Mi cuenta');
  const [params] = useSearchParams();
  const section = parseAccountSection(params.get('section'));
  const { agent, reload } = useAuth();
  if (!agent) return null;
  const onSaved = () => void reload();

  return (
    <AccountLayout section={section}>
      {section === 'profile' ? (
        <Suspense fallback={<ListSkeleton label="Cargando perfil" rows={4} height={56} />}>
          <AvatarSettings agent={agent} onSaved={onSaved} />
          <Divider />
          <SettingsProfileForm key={agent.agentId} agent={agent} onSaved={onSaved} />
        </Suspense>
      ) : (
        <ProviderList layout="grid" />
      )}
    </AccountLayout>
  );
}
