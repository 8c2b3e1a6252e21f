import { describe, expect, it } from 'vitest';
import { firstIncompleteStep, parseStep, resolveOnboardingEntry } from './steps';

describe('onboarding step routing', () => {
  it('reads only 1, 2 and 3 as steps', () => {
    expect(parseStep('2')).toBe(2);
    expect(parseStep('4')).toBeNull();
    expect(parseStep(null)).toBeNull();
  });

  it('picks the first step whose milestone is missing', () => {
    expect(firstIncompleteStep(new Set())).toBe(1);
    expect(firstIncompleteStep(new Set([1]))).toBe(2);
    expect(firstIncompleteStep(new Set([1, 2]))).toBe(3);
    expect(firstIncompleteStep(new Set([2]))).toBe(1);
    expect(firstIncompleteStep(new Set([1, 2, 3]))).toBe(3);
  });

  it('sends a completed profile home unless it comes from async_media', () => {
    expect(resolveOnboardingEntry({ step: '2', from: null, profileCompleted: true, milestones: new Set() })).toEqual({
      kind: 'home',
    });
    expect(
      resolveOnboardingEntry({ step: '3', from: 'async_media', profileCompleted: true, milestones: new Set() }),
    ).toEqual({ kind: 'step', step: 3 });
  });

  it('keeps a given step and waits for the milestones when none is given', () => {
    expect(resolveOnboardingEntry({ step: '2', from: null, profileCompleted: false, milestones: undefined })).toEqual({
      kind: 'step',
      step: 2,
    });
    expect(resolveOnboardingEntry({ step: null, from: null, profileCompleted: false, milestones: undefined })).toEqual({
      kind: 'wait',
    });
    expect(resolveOnboardingEntry({ step: null, from: null, profileCompleted: false, milestones: new Set([1]) })).toEqual({
      kind: 'step',
      step: 2,
    });
  });
});
