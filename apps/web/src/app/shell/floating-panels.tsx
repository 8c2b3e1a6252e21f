import { Box, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IconListCheck, IconUpload } from '../../components/icons';
import { useMilestonesQuery } from '../../features/milestones/api/milestones';
import { allMilestonesDone, checklistItems } from '../../features/milestones/checklist';
import { GettingStartedChecklist } from '../../features/milestones/components/getting-started-checklist';
import { PublishingList } from '../../features/publishing-panel/components/publishing-list';
import { usePublishingPanel } from '../../features/publishing-panel/hooks/use-publishing-panel';
import { FloatingPanel } from './floating-panel';
import { useFloatingPanels } from './use-floating-panels';

/**
 * '¡Comienza a trabajar!' and 'Publicando propiedades' at the bottom right (spec 1 §2.7). The shell's
 * PANELS_ROOM element at the page's end is made as tall as they are, so that a page's last button
 * can be scrolled clear of them.
 */
export function FloatingPanels({ covered = false }: { covered?: boolean }) {
  const milestones = useMilestonesQuery();
  const publishing = usePublishingPanel();
  const panels = useFloatingPanels();

  const done = milestones.data;
  const allDone = done ? allMilestonesDone(done) : false;
  const { minimise } = panels;
  const { clearEnded } = publishing;
  // With every milestone done the checklist is minimised for good.
  useEffect(() => {
    if (allDone && !panels.minimised.tasks) minimise('tasks');
  }, [allDone, panels.minimised.tasks, minimise]);

  const items = done && !panels.checklistHidden ? checklistItems(done) : null;
  const drafts = publishing.drafts;
  const showPublishing = drafts.length > 0;
  const tasksExpanded = Boolean(items) && !panels.minimised.tasks && !allDone;
  const publishingExpanded = showPublishing && !panels.minimised.publishing && !tasksExpanded;
  const visible = Boolean(items) || showPublishing;
  const frame = usePanelsRoom(visible);
  // Out of the way of the phone's menu and of any dialog or drawer: never drawn over them.
  const dialogOpen = useModalOpen();
  const hidden = covered || dialogOpen;
  // Escape minimises the open card (a dialog's own Escape is left to it).
  const expandedId = tasksExpanded ? 'tasks' : publishingExpanded ? 'publishing' : null;
  useEffect(() => {
    if (!expandedId || hidden) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (expandedId === 'publishing') clearEnded();
      minimise(expandedId);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expandedId, hidden, minimise, clearEnded]);
  if (!visible) return null;

  const cards: ReactNode[] = [];
  const buttons: ReactNode[] = [];
  if (items) {
    const panel = (
      <FloatingPanel
        key="tasks"
        title="¡Comienza a trabajar!"
        icon={<IconListCheck size={22} aria-hidden />}
        count={items.filter((i) => !i.done).length}
        expanded={tasksExpanded}
        onExpand={() => panels.expand('tasks')}
        onMinimise={() => panels.minimise('tasks')}
      >
        <GettingStartedChecklist items={items} />
        <Button variant="subtle" color="gray" size="compact-sm" onClick={panels.hideChecklist} style={{ alignSelf: 'flex-end' }}>
          No volver a mostrar
        </Button>
      </FloatingPanel>
    );
    (tasksExpanded ? cards : buttons).push(panel);
  }
  if (showPublishing) {
    const panel = (
      <FloatingPanel
        key="publishing"
        title="Publicando propiedades"
        icon={<IconUpload size={22} aria-hidden />}
        count={drafts.length}
        expanded={publishingExpanded}
        onExpand={() => panels.expand('publishing')}
        onMinimise={() => {
          // Closing the panel lets the publications that ended go.
          publishing.clearEnded();
          panels.minimise('publishing');
        }}
      >
        <PublishingList drafts={drafts} />
      </FloatingPanel>
    );
    (publishingExpanded ? cards : buttons).push(panel);
  }

  return (
    // The frame itself lets clicks through; only the cards and round buttons take them.
    <Box
      ref={frame}
      data-floating-panels
      pos="fixed"
      bottom={16}
      right={16}
      hidden={hidden}
      style={{ zIndex: 150, pointerEvents: 'none', display: hidden ? 'none' : undefined }}
    >
      <Stack gap="sm" align="flex-end">
        {cards}
        {buttons.length > 0 && <Group gap="sm">{buttons}</Group>}
      </Stack>
    </Box>
  );
}

/**
 * Whether a modal dialog or drawer (Mantine's, in a portal) is open. Only the portals are watched:
 * the page's own changes never wake the observer.
 */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const body = document.body;
    const check = () => setOpen(Boolean(body.querySelector(':scope > [data-portal] [aria-modal="true"]')));
    const observer = new MutationObserver(() => {
      for (const portal of body.querySelectorAll(':scope > [data-portal]')) observer.observe(portal, { childList: true, subtree: true });
      check();
    });
    observer.observe(body, { childList: true });
    for (const portal of body.querySelectorAll(':scope > [data-portal]')) observer.observe(portal, { childList: true, subtree: true });
    check();
    return () => observer.disconnect();
  }, []);
  return open;
}

/** The shell's element (an attribute) that leaves room for the panels at the page's end. */
export const PANELS_ROOM = 'data-panels-room';

/**
 * Keeps the PANELS_ROOM element as tall as the panels (plus their margin) while they show. Only that element's
 * height changes: a custom property set on the document, as before, made the browser compute the
 * style of every element of the page again (~20 ms, 75 ms on a throttled phone, in the first
 * paint's frame: issue 15).
 */
function usePanelsRoom(visible: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const spacer = el?.ownerDocument.querySelector<HTMLElement>(`[${PANELS_ROOM}]`);
    if (!visible || !el || !spacer) return;
    const update = () => {
      const height = `${el.offsetHeight + 16}px`;
      if (spacer.style.height !== height) spacer.style.height = height;
    };
    // The observer reports the panels once they are laid out, then on every change: reading their
    // height here, right after they are added, would force a layout of the whole page in the commit.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(el);
    else update();
    return () => {
      observer?.disconnect();
      spacer.style.height = '';
    };
  }, [visible]);
  return ref;
}
