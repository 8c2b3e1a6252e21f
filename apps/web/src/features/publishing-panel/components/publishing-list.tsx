import '@mantine/core/styles/ScrollArea.css';
import { Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '../../../components/icons';
import type { PublishingDraft } from '../api/publishing-drafts';
import { publishingLabel } from '../labels';

/** The body of the 'Publicando propiedades' panel: at most 225 px high, scrolling beyond. */
export function PublishingList({ drafts }: { drafts: PublishingDraft[] }) {
  return (
    <ScrollArea.Autosize mah={225} type="auto" offsetScrollbars>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {drafts.map((draft) => {
          const { label, tone, detail } = publishingLabel(draft);
          return (
            <Group
              key={draft.propertyDraftId}
              component="li"
              gap="sm"
              wrap="nowrap"
              justify="space-between"
              data-tone={tone}
              aria-label={`${draft.title || 'Propiedad sin título'}: ${label}${detail ? ` (${detail})` : ''}`}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {draft.title || 'Propiedad sin título'}
                </Text>
                {detail && (
                  <Text size="xs" c={tone === 'error' ? 'red.7' : 'teal.7'}>
                    {detail}
                  </Text>
                )}
              </div>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                {tone === 'progress' && <Loader size={14} />}
                {tone === 'done' && <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}
                {tone === 'error' && <IconCircleX size={16} color="var(--mantine-color-red-6)" aria-hidden />}
                <Text size="xs" c={tone === 'error' ? 'red.7' : tone === 'done' ? 'teal.7' : 'dimmed'}>
                  {label}
                </Text>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
