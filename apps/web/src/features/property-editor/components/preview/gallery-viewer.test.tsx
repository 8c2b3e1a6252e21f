import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeImage } from '../../../../test/property-draft-fixture';
import { PreviewGallery } from './preview-gallery';

const media = Array.from({ length: 8 }, (_, i) => ({ ...makeImage(i), imageUrl: `/files/foto-${i + 1}.jpg` }));

function shown(): string | null {
  return screen.getByRole('dialog', { name: 'Visor de fotos' }).querySelector('img')?.getAttribute('src') ?? null;
}

function renderGallery() {
  render(
    <MantineProvider>
      <PreviewGallery media={media} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('gallery viewer (issue 10)', () => {
  it('opens the photo clicked full screen; arrow keys go through every photo, wrapping; Escape closes', async () => {
    const user = renderGallery();
    // Six tiles on the page, eight photos in the viewer.
    expect(screen.getAllByRole('button', { name: /^Ver foto \d de 8$/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Ver foto 2 de 8' }));
    expect(shown()).toBe('/files/foto-2.jpg');
    expect(screen.getByText('2 de 8')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('/files/foto-3.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(shown()).toBe('/files/foto-8.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a swipe to the left shows the next photo, to the right the previous one; a short drag does nothing', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Ver foto 1 de 8' }));
    const stage = screen.getByRole('dialog').querySelector('img')!.parentElement!;
    const swipe = (from: number, to: number) => {
      // Both lists are filled: the modal's scroll lock reads them too.
      fireEvent.touchStart(stage, { touches: [{ clientX: from, clientY: 300 }], changedTouches: [{ clientX: from, clientY: 300 }] });
      fireEvent.touchEnd(stage, { touches: [{ clientX: to, clientY: 300 }], changedTouches: [{ clientX: to, clientY: 300 }] });
    };
    swipe(300, 100);
    expect(shown()).toBe('/files/foto-2.jpg');
    swipe(100, 130);
    expect(shown()).toBe('/files/foto-2.jpg');
    swipe(100, 320);
    expect(shown()).toBe('/files/foto-1.jpg');
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }));
    expect(shown()).toBe('/files/foto-2.jpg');
    await user.click(screen.getByRole('button', { name: 'Cerrar visor' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
