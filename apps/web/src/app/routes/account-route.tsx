import '@mantine/core/styles/Paper.css';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
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
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {section === 'profile' ? (
          <Stack gap="lg">
            <div>
              <Title order={2} fz={20}>
                Perfil
              </Title>
              <Text size="sm" c="dimmed">
                Esta información la verán tus clientes.
              </Text>
            </div>
            <AvatarSettings agent={agent} onSaved={onSaved} />
            <Divider />
            <SettingsProfileForm key={agent.agentId} agent={agent} onSaved={onSaved} />
          </Stack>
        ) : (
          <Stack gap="lg">
            <div>
              <Title order={2} fz={20}>
                Integraciones
              </Title>
              <Text size="sm" c="dimmed">
                Conecta tus redes para publicar tus propiedades desde Vitrina.
              </Text>
            </div>
            <ProviderList layout="grid" />
          </Stack>
        )}
      </Paper>
    </AccountLayout>
  );
}
