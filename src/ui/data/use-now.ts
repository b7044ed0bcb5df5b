// The current time for text that counts down ("in 25 minutes"): re-rendered every
// `everyMs`, and at once when the tab comes back into view (timers sleep in hidden tabs).
import { useEffect, useState } from 'react';

export function useNow(everyMs = 10_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, everyMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [everyMs]);
  return now;
}
