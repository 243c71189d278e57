// A value that follows another at most once per `ms`: the first change at once, the next ones gathered.
// The Copies matrix follows the copies as they are read (a family of 50 is read one copy at a time
// while projects are still looked in): drawing it again on every answer would cost more than the reads.
import { useEffect, useRef, useState } from 'react';

export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(-Infinity);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const timer = setTimeout(
      () => {
        last.current = Date.now();
        setShown(value);
      },
      Math.max(0, last.current + ms - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [value, shown, ms]);
  return shown;
}
