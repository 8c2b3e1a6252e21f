import { Button, Drawer, Group, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconLogout, IconMenu2 } from './icons';
import classes from './editor.module.css';

interface EditorLayoutProps {
  title: string;
  mode: 'edit' | 'preview';
  onMode: (mode: 'edit' | 'preview') => void;
  onPublish: (() => void) | null;
  onExit: () => void;
  menu: ReactNode;
  menuOpened: boolean;
  onMenu: (opened: boolean) => void;
  children: ReactNode;
}

/** The editor's full-screen dark frame: top bar, tool menu (a drawer on small screens) and content. */
export function EditorLayout(props: EditorLayoutProps) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const small = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  return (
    <div className={classes.root}>
      <header className={classes.top} style={small ? { padding: '0 6px', gap: 4 } : undefined}>
        {!wide && props.mode === 'edit' && (
          <Button
            variant="subtle"
            color="gray"
            px="xs"
            style={{ flexShrink: 0 }}
            leftSection={small ? undefined : <IconMenu2 size={18} aria-hidden />}
            onClick={() => props.onMenu(true)}
            aria-expanded={props.menuOpened}
            aria-label="Menú"
          >
            {small ? <IconMenu2 size={20} aria-hidden /> : 'Menú'}
          </Button>
        )}
        <Text fw={700} truncate="end" style={{ flex: 1, minWidth: 0 }} visibleFrom="sm">
          {props.title}
        </Text>
        {small && <div style={{ flex: 1 }} />}
        <Group gap={small ? 4 : 'xs'} wrap="nowrap" style={{ flexShrink: 0 }}>
          <SegmentedControl
            size="xs"
            value={props.mode}
            onChange={(v) => props.onMode(v === 'preview' ? 'preview' : 'edit')}
            data={[
              { value: 'edit', label: 'Editar' },
              { value: 'preview', label: small ? 'Visualizar' : 'Previsualizar' },
            ]}
            aria-label="Modo del editor"
          />
          {props.onPublish && (
            <Button size="xs" onClick={props.onPublish}>
              Publicar
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={small ? undefined : <IconLogout size={16} aria-hidden />}
            onClick={props.onExit}
          >
            {small ? 'Salir' : 'Salir del editor'}
          </Button>
        </Group>
      </header>
      <div className={classes.body}>
        {wide && props.mode === 'edit' && <aside className={classes.aside}>{props.menu}</aside>}
        {!wide && (
          <Drawer opened={props.menuOpened} onClose={() => props.onMenu(false)} title="Menú" size={280} zIndex={300}>
            {props.menu}
          </Drawer>
        )}
        {/* Focusable: the tool or preview scrolls here, and keyboards must reach it (WCAG 2.1.1). */}
        <main tabIndex={0} className={classes.main} style={wide && props.mode === 'preview' ? { gridColumn: '1 / -1' } : undefined}>
          <div className={props.mode === 'preview' ? classes.preview : classes.content}>{props.children}</div>
        </main>
      </div>
    </div>
  );
}
