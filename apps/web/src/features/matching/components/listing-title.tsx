import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The listing's title, a link to its page when it has one. */
export function ListingTitle({ title, href }: { title: string; href: { to: string; external: boolean } | null }) {
  if (!href) return <Text fw={600}>{title}</Text>;
  if (href.external)
    return (
      <Anchor href={href.to} target="_blank" rel="noopener noreferrer" fw={600} c="dark">
        {title}
      </Anchor>
    );
  return (
    <Anchor component={Link} to={href.to} fw={600} c="dark">
      {title}
    </Anchor>
  );
}
