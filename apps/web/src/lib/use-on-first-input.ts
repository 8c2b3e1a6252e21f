import { useEffect, useRef } from 'react';

const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `start` once, at the agent's first press of a pointer or a key anywhere on the page after the
 * component mounted (not on a focus the page gives itself). For code an agent will likely need next
 * (issue 15): fetched while they work, it does not compete with what the screen needs first.
 */
export function useOnFirstInput(start: () => void) {
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    const run = () => {
      stop();
      latest.current();
    };
    const stop = () => INPUT_EVENTS.forEach((type) => window.removeEventListener(type, run, true));
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, run, true));
    return stop;
  }, []);
}
