import '@mantine/core/styles/Popover.css';
import { Button, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { LINK_COPIED } from '../../../lib/share-links';
import { shareTargets } from '../lib/listing';
import { IconBrandFacebook, IconBrandTelegram, IconBrandWhatsapp, IconCopy, IconShare } from './icons';

const icons = { WhatsApp: IconBrandWhatsapp, Facebook: IconBrandFacebook, Telegram: IconBrandTelegram };

/** 'Compartir': copy the public page's link, or open it in WhatsApp, Facebook or Telegram. */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const [opened, setOpened] = useState(false);
  const copy = async () => {
    setOpened(false);
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(LINK_COPIED);
    } catch {
      notifyError('No se ha podido copiar el enlace. Cópialo desde la barra de direcciones.');
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" hideDetached={false} transitionProps={{ duration: 0 }}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={() => setOpened((o) => !o)} aria-expanded={opened}>
          Compartir
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={6} aria-label="Compartir la página pública">
        <Stack gap={2}>
          <Button variant="subtle" color="dark" justify="flex-start" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
            Copiar enlace
          </Button>
          {shareTargets(url, title).map(({ network, href }) => {
            const Icon = icons[network];
            return (
              <Button
                key={network}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="dark"
                justify="flex-start"
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => setOpened(false)}
              >
                {network}
              </Button>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
