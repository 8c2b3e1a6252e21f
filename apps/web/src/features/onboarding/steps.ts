import { MilestoneType } from '@vitrina/contract/enums/milestone-type';

export type OnboardingStep = 1 | 2 | 3;

export const onboardingSteps: { step: OnboardingStep; label: string; milestone: number }[] = [
  { step: 1, label: 'Perfil', milestone: MilestoneType.ProfileUpdated },
  { step: 2, label: 'Foto', milestone: MilestoneType.ProfilePictureAdded },
  { step: 3, label: 'Conecta', milestone: MilestoneType.MediaProvidersAdded },
];

/** The step query parameter: 1, 2 or 3; anything else is no step. */
export function parseStep(value: string | null): OnboardingStep | null {
  return value === '1' || value === '2' || value === '3' ? (Number(value) as OnboardingStep) : null;
}

/** The first step whose milestone is not recorded (the last one when all are). */
export function firstIncompleteStep(milestones: ReadonlySet<number>): OnboardingStep {
  return onboardingSteps.find((s) => !milestones.has(s.milestone))?.step ?? 3;
}

/** Where /onboarding sends the agent on arrival (spec 1 §2.8). */
export function resolveOnboardingEntry(input: {
  step: string | null;
  from: string | null;
  profileCompleted: boolean;
  milestones: ReadonlySet<number> | undefined;
}): { kind: 'home' } | { kind: 'step'; step: OnboardingStep } | { kind: 'wait' } {
  if (input.profileCompleted && input.from !== 'async_media') return { kind: 'home' };
  const step = parseStep(input.step);
  if (step) return { kind: 'step', step };
  if (!input.milestones) return { kind: 'wait' };
  return { kind: 'step', step: firstIncompleteStep(input.milestones) };
}
