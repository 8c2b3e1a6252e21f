import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';

/** Tab ids of the customer view (spec 2 §2): names in the address, numbers also understood. */
export const SECTIONS = ['information', 'properties', 'events', 'tasks', 'notes', 'activity'] as const;
export type Section = (typeof SECTIONS)[number];

export function parseSection(value: string | null): Section {
  if (value === null || value === '') return 'tasks';
  if ((SECTIONS as readonly string[]).includes(value)) return value as Section;
  const index = /^\d$/.test(value) ? Number(value) : -1;
  return SECTIONS[index] ?? 'properties';
}

/**
 * The current tab from `section`, with the width rules: Información only from 1024 px,
 * Actividad as a tab only below 1280 px (it has its own column above). Hidden tabs fall to properties.
 */
export function useViewSection() {
  const [params, setParams] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const atLeast1024 = useMediaQuery('(min-width: 1024px)', false, { getInitialValueInEffect: false }) ?? false;
  const atLeast1280 = useMediaQuery('(min-width: 1280px)', false, { getInitialValueInEffect: false }) ?? false;
  const requested = parseSection(params.get('section'));
  const hidden = (requested === 'information' && !atLeast1024) || (requested === 'activity' && atLeast1280);
  const section: Section = hidden ? 'properties' : requested;

  useEffect(() => {
    const raw = params.get('section');
    if (raw !== null && raw !== section) {
      updateParams((next) => next.set('section', section), { replace: true });
    }
  }, [params, section, updateParams]);

  const select = (next: Section) =>
    setParams(new URLSearchParams({ section: next }));

  return { section, select, atLeast1024, atLeast1280 };
}
