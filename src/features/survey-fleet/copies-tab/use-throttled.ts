// A value that follows another at most once per `ms`: the first change at once, the next ones gathered.
// The Copies matrix follows the copies as they are read (a family of 50 is read one copy at a time
// while projects are still looked in): drawing it again on every answer would cost more than the reads.
import { useEffect, useRef, useState } from 'react';

/**
 * `nothingShown(shown)`: true while what is shown is not worth an interval (an empty list): the next
 * change is then shown at once, so the first copy read does not wait behind changes of nothing.
 */
export function useThrottled<T>(value: T, ms: number, nothingShown: (shown: T) => boolean): T {
  const [shown, setShown] = useState(value);
  const last = useRef(-Infinity);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = nothingShown(shown) ? 0 : last.current + ms - Date.now();
    const timer = setTimeout(
      () => {
        last.current = Date.now();
        setShown(value);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [value, shown, ms, nothingShown]);
  return shown;
}
