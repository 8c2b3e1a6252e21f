import { Center, Text } from '@mantine/core';

/** A listing's cover, or 'Sin foto' on grey when it has none. */
export function ListingThumb({ url, size }: { url: string | null; size: number }) {
  const box = { width: size, height: size * 0.75, borderRadius: 8, flexShrink: 0 };
  if (url) return <img src={url} alt="" loading="lazy" style={{ ...box, objectFit: 'cover', display: 'block' }} />;
  return (
    <Center style={{ ...box, background: 'var(--mantine-color-gray-1)' }}>
      <Text size="xs" c="gray.7">
        Sin foto
      </Text>
    </Center>
  );
}
