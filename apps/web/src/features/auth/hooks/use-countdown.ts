import { useCallback, useEffect, useState } from 'react';

/** Counts down once per second from `seconds`; `restart` starts again. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);
  const [counted, setCounted] = useState(seconds);
  if (seconds !== counted) {
    setCounted(seconds);
    setRemaining(seconds);
  }

  useEffect(() => {
    const id = window.setInterval(() => {
      setRemaining((value) => {
        if (value <= 1) {
          window.clearInterval(id);
          return 0;
        }
        return value - 1;
      });
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds, round]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setRound((value) => value + 1);
  }, [seconds]);
  return { remaining, done: remaining === 0, restart };
}
