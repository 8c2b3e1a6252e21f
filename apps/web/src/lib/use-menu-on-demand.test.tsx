import { Button, MantineProvider, Menu } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LazyModule } from './lazy-module';
import { useMenuOnDemand } from './use-menu-on-demand';

interface MenuModule {
  DemoMenu: (props: { target: ReactElement; opened: boolean; onChange: (opened: boolean) => void }) => ReactElement;
}

/** The menu's code, arriving only when the test says so. */
function deferredMenu() {
  let arrive = () => {};
  let loaded: MenuModule | undefined;
  const module: MenuModule = {
    DemoMenu: ({ target, opened, onChange }) => (
      <Menu opened={opened} onChange={onChange}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Archivar</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    ),
  };
  const pending = new Promise<MenuModule>((resolve) => {
    arrive = () => resolve((loaded = module));
  });
  const lazy: LazyModule<MenuModule> = { load: () => pending, loaded: () => loaded };
  return { lazy, arrive: () => act(async () => arrive()) };
}

function Demo({ menu }: { menu: LazyModule<MenuModule> }) {
  const { loaded, menuProps, targetProps } = useMenuOnDemand(menu);
  const target = <Button {...targetProps}>Más</Button>;
  return loaded ? <loaded.DemoMenu target={target} {...menuProps} /> : target;
}

function renderDemo(menu: LazyModule<MenuModule>) {
  render(
    <MantineProvider env="test">
      <Demo menu={menu} />
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Más' });
}

describe('useMenuOnDemand', () => {
  it('opens the menu when its code arrives between the press and the release of the first click', async () => {
    const { lazy, arrive } = deferredMenu();
    const first = renderDemo(lazy);
    const user = userEvent.setup({ skipHover: true });

    await user.pointer({ keys: '[MouseLeft>]', target: first });
    await arrive();
    // The button is drawn again inside the menu: the release lands on a new element, so no click.
    expect(screen.getByRole('button', { name: 'Más' })).not.toBe(first);
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Más' }) });

    expect(await screen.findByRole('menuitem', { name: 'Archivar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Más' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on a click made before the code arrives, then closes and opens again as a loaded menu does', async () => {
    const { lazy, arrive } = deferredMenu();
    renderDemo(lazy);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Más' }));
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Archivar' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Más' }));
    expect(await screen.findByRole('menuitem', { name: 'Archivar' })).toBeVisible();
  });

  it('does not open for a touch that turns into a scroll', async () => {
    const { lazy, arrive } = deferredMenu();
    const button = renderDemo(lazy);

    act(() => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'touch' }));
      button.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true, pointerType: 'touch' }));
    });
    await arrive();
    expect(screen.getByRole('button', { name: 'Más' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });
});
