import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session is read at start. */
export function Splash() {
  return (
    <Center h="100vh" role="status" aria-label="Cargando">
      <Stack align="center" gap="sm">
        <Text fw={800} fz={28} c="indigo.7">
          Vitrina
        </Text>
        <Loader size="sm" />
      </Stack>
    </Center>
  );
}
