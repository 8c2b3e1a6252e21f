import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getConfig } from '../../../config/runtime-config';
import { LINK_COPIED } from '../../../lib/share-links';
import { shareLinks } from '../lib/share-links';

/** How long 'copied' stays on screen (spec 3 §2). */
export const COPIED_MS = 3000;

interface InviteLinkProps {
  url: string;
  expiresAt: string;
  /** The address the invitation was e-mailed to, if any. */
  sentTo: string | null;
  onAnother: () => void;
}

function expiryDate(expiresAt: string): string {
  return new Date(expiresAt).toLocaleDateString('es-VE', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The new link: copy it, share it on WhatsApp, Messenger or Telegram; valid 7 days, once. */
export function InviteLink({ url, expiresAt, sentTo, onAnother }: InviteLinkProps) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      setCopied(true);
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <Stack gap="md">
      {sentTo && (
        <Alert color="teal" role="status">
          Hemos enviado la invitación a {sentTo}.
        </Alert>
      )}
      <TextInput label="Enlace de invitación" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Text size="xs" c="dimmed">
        Vale hasta el {expiryDate(expiresAt)} y se puede usar una sola vez.
      </Text>
      <Group gap="sm">
        <Button onClick={() => void copy()} color={copied ? 'teal' : undefined}>
          Copiar enlace
        </Button>
        {copied && (
          <Text size="sm" c="teal" role="status">
            {LINK_COPIED}
          </Text>
        )}
        {copyFailed && (
          <Text size="sm" c="red" role="alert">
            No se ha podido copiar. Selecciona el enlace y cópialo.
          </Text>
        )}
      </Group>
      <Group gap="md">
        <Text size="sm">Compartir por:</Text>
        {shareLinks(url, getConfig().facebookAppId).map((s) => (
          <Anchor key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" size="sm">
            {s.label}
          </Anchor>
        ))}
      </Group>
      <Button variant="subtle" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
        Crear otro enlace
      </Button>
    </Stack>
  );
}
