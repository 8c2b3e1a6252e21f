import { useCallback, useEffect, useState } from 'react';

/** Counts down once per second from `seconds`; `restart` starts again. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);

  useEffect(() => {
    setRemaining(seconds);
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

  const restart = useCallback(() => setRound((value) => value + 1), []);
  return { remaining, done: remaining === 0, restart };
}
