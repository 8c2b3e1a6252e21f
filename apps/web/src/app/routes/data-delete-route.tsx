import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/use-document-title';

type Network = 'instagram' | 'facebook';
const names: Record<Network, string> = { instagram: 'Instagram', facebook: 'Facebook' };

interface DataDeleteRouteProps {
  network: Network;
  /** The step-by-step instructions page instead of the summary. */
  instructions?: boolean;
}

/** Public pages that explain how to delete the data Vitrina keeps from a social network. */
export function DataDeleteRoute({ network, instructions = false }: DataDeleteRouteProps) {
  const name = names[network];
  useDocumentTitle(instructions ? `Instrucciones para eliminar tus datos de ${name}` : `Eliminación de datos de ${name}`);
  return (
    <Container size="sm" py={48}>
      <Stack gap="md">
        <Title order={1} fz={28}>
          {instructions ? `Cómo eliminar tus datos de ${name}` : `Eliminación de datos de ${name}`}
        </Title>
        <Text>
          Vitrina guarda de tu cuenta de {name} solo lo necesario para publicar tus propiedades: el identificador de la
          cuenta, su nombre y el permiso de publicación que nos diste.
        </Text>
        {instructions ? (
          <List type="ordered" spacing="xs">
            <List.Item>Entra a Vitrina y abre Ajustes → Vinculación.</List.Item>
            <List.Item>Pulsa «Desvincular» en la cuenta de {name}.</List.Item>
            <List.Item>
              En {name}, abre la configuración de aplicaciones y sitios web y elimina el acceso de Vitrina.
            </List.Item>
            <List.Item>
              Si ya no puedes entrar a Vitrina, escríbenos desde el correo de tu cuenta pidiendo la eliminación.
            </List.Item>
          </List>
        ) : (
          <Text>
            Cuando desvinculas la cuenta o eliminas el acceso de Vitrina desde {name}, borramos los permisos y los datos
            de la cuenta en un plazo máximo de 30 días. Las publicaciones ya hechas en {name} siguen allí hasta que las
            elimines desde la red social.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
