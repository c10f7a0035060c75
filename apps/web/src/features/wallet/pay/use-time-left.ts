import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (epoch ms), ticking every second and stopping at zero. */
export function useTimeLeft(deadline: number) {
  const [now, setNow] = useState(() => Date.now());
  const running = deadline > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return Math.max(0, deadline - now);
}

/** 'mm:ss' (or 'h:mm:ss' past an hour). */
export function formatClock(ms: number) {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
