import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { LINK_COPIED, shareTargets } from '../lib/listing';
import { IconBrandFacebook, IconBrandTelegram, IconBrandWhatsapp, IconCopy, IconShare } from './icons';

const icons = { WhatsApp: IconBrandWhatsapp, Facebook: IconBrandFacebook, Telegram: IconBrandTelegram };

/** 'Compartir': copy the public page's link, or open it in WhatsApp, Facebook or Telegram. */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(LINK_COPIED);
    } catch {
      notifyError('No se ha podido copiar el enlace. Cópialo desde la barra de direcciones.');
    }
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" hideDetached={false}>
      <Menu.Target>
        <Button variant="default" leftSection={<IconShare size={18} aria-hidden />}>
          Compartir
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          Copiar enlace
        </Menu.Item>
        {shareTargets(url, title).map(({ network, href }) => {
          const Icon = icons[network];
          return (
            <Menu.Item key={network} component="a" href={href} target="_blank" rel="noopener noreferrer" leftSection={<Icon size={16} aria-hidden />}>
              {network}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
