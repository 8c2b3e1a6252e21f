import { Divider } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AccountLayout, parseAccountSection } from '../../features/account/components/account-layout';
import { AvatarSettings } from '../../features/account/components/avatar-settings';
import { SettingsProfileForm } from '../../features/account/components/settings-profile-form';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProviderList } from '../../features/media-providers/components/provider-list';
import { useDocumentTitle } from '../../lib/use-document-title';

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
        <>
          <AvatarSettings agent={agent} onSaved={onSaved} />
          <Divider />
          <SettingsProfileForm key={agent.agentId} agent={agent} onSaved={onSaved} />
        </>
      ) : (
        <ProviderList layout="grid" />
      )}
    </AccountLayout>
  );
}
