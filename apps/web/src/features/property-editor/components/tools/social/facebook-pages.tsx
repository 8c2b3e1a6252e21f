import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { Avatar, Checkbox, Group, Input, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { LoadError } from '../../../../../components/load-error/load-error';
import { useFacebookPagesQuery } from '../../../api/social-accounts';
import classes from './social.module.css';

export const facebookPagesMessages = {
  empty: 'No se han encontrado páginas de Facebook creadas en tu perfil en este momento',
  error: 'No se han podido cargar tus páginas de Facebook.',
} as const;

interface FacebookPagesProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The pages of the connected account where the post goes: loading, error, empty or the cards. */
export function FacebookPages({ value, onChange, error }: FacebookPagesProps) {
  const pages = useFacebookPagesQuery();
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((p) => p !== id) : [...value, id]);

  let body;
  if (pages.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label="Cargando páginas">
        <Skeleton height={60} />
        <Skeleton height={60} />
      </SimpleGrid>
    );
  } else if (pages.isError) {
    body = <LoadError message={facebookPagesMessages.error} onRetry={() => pages.refetch()} retrying={pages.isFetching} />;
  } else if (pages.data.length === 0) {
    body = (
      <Text c="dimmed" size="sm" py="sm">
        {facebookPagesMessages.empty}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {pages.data.map((page) => (
          <Checkbox.Card
            key={page.facebookPageId}
            className={classes.page}
            p="sm"
            checked={value.includes(page.facebookPageId)}
            aria-label={page.name}
            onClick={() => toggle(page.facebookPageId)}
          >
            <Group wrap="nowrap" gap="sm">
              <Checkbox.Indicator />
              <Avatar src={page.pictureUrl} alt="" radius="sm" size={36}>
                {page.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Text size="sm" fw={500} className={classes.pageName}>
                {page.name}
              </Text>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Input.Wrapper label="Páginas de Facebook" description="Elige en qué páginas se publica." withAsterisk error={error} errorProps={{ role: 'alert' }}>
      <div style={{ marginTop: 6 }}>{body}</div>
    </Input.Wrapper>
  );
}
