import { Box, Group, Text } from '@mantine/core';
import { IconCheck } from '../../../components/icons';
import { onboardingSteps, type OnboardingStep } from '../steps';

interface StepIndicatorProps {
  current: OnboardingStep;
  completed: ReadonlySet<number>;
}

/** Perfil, Foto, Conecta: each completed (milestone recorded), active (shown) or inactive. */
export function StepIndicator({ current, completed }: StepIndicatorProps) {
  return (
    <Group component="ol" gap="xs" wrap="nowrap" justify="center" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Pasos">
      {onboardingSteps.map(({ step, label, milestone }, index) => {
        const active = step === current;
        const done = completed.has(milestone) && !active;
        const state = active ? 'active' : done ? 'completed' : 'inactive';
        const color = active ? 'indigo.6' : done ? 'teal.6' : 'gray.4';
        return (
          <Group component="li" key={step} gap={6} wrap="nowrap" data-state={state} aria-current={active ? 'step' : undefined}>
            {index > 0 && <Box w={{ base: 16, sm: 40 }} h={2} bg={done || active ? 'indigo.2' : 'gray.3'} aria-hidden />}
            <Box
              w={28}
              h={28}
              bg={active || done ? color : undefined}
              bd={active || done ? undefined : '2px solid var(--mantine-color-gray-4)'}
              style={{ borderRadius: '50%', display: 'grid', placeItems: 'center', flexShrink: 0 }}
            >
              {done ? (
                <IconCheck size={16} color="white" aria-hidden />
              ) : (
                <Text size="sm" fw={700} c={active ? 'white' : 'dimmed'}>
                  {step}
                </Text>
              )}
            </Box>
            <Text size="sm" fw={active ? 700 : 500} c={active ? 'indigo.7' : done ? 'teal.9' : 'dimmed'}>
              {label}
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {state === 'completed' ? ' (completado)' : state === 'active' ? ' (actual)' : ''}
              </span>
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
