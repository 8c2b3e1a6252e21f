import { Box, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX } from '../../../components/icons';
import type { StepView } from '../lib/derive-steps';
import { stepStateLabels } from '../messages';

function StepIcon({ state }: { state: StepView['state'] }) {
  if (state === 'loading') return <Loader size={22} aria-hidden />;
  if (state === 'completed') return <IconCircleCheck size={26} color="var(--mantine-color-teal-6)" aria-hidden />;
  if (state === 'error') return <IconCircleX size={26} color="var(--mantine-color-red-6)" aria-hidden />;
  return <IconCircleDashed size={26} color="var(--mantine-color-gray-5)" aria-hidden />;
}

/**
 * The steps as an ordered list; each item is named '{step}: {state}' and carries `data-state`
 * (pending, loading, completed, error) for assistive technology and the browser journeys.
 */
export function PublishingSteps({ steps, headlinesBelow = false }: { steps: StepView[]; headlinesBelow?: boolean }) {
  return (
    <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Pasos de la publicación">
      {steps.map((step) => {
        const errorId = `publishing-step-${step.id}-error`;
        return (
          <Group
            component="li"
            key={step.id}
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            data-state={step.state}
            aria-label={`${step.label}: ${stepStateLabels[step.state]}`}
            aria-describedby={step.state === 'error' ? errorId : undefined}
            aria-current={step.state === 'loading' ? 'step' : undefined}
          >
            <Box w={26} style={{ flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
              <StepIcon state={step.state} />
            </Box>
            <Box style={{ minWidth: 0 }}>
              <Text fw={step.state === 'pending' ? 400 : 600} c={step.state === 'pending' ? 'dimmed' : undefined}>
                {step.label}
              </Text>
              {step.state === 'error' && (
                <div id={errorId}>
                  {/* A failed start or property has its headline in the alert below the list. */}
                  {!(headlinesBelow && (step.id === 'start' || step.id === 'property')) && (
                    <Text size="sm" c="red.7">
                      {step.error}
                    </Text>
                  )}
                  {step.detail && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {step.detail}
                    </Text>
                  )}
                </div>
              )}
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}
