// A tooltip that hangs beside its control rather than around it: mounted on the first pointer over or
// keyboard focus, over an anchor of the control's size, so the control itself is never replaced (no lost
// focus, no click lost between a press and its release) and MUI's Tooltip (with Popper) is not loaded
// before someone wants a tooltip. Opens and closes as MUI's would: under the pointer after 100 ms, on
// focus when it is visible, closed by Escape.
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { LazyTooltip } from './lazy-tooltip';

/** MUI's default delay before a tooltip opens under the pointer. */
const ENTER_DELAY_MS = 100;

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

export function AnchoredTooltip({
  title,
  onHide,
  children,
}: {
  title: string;
  /** Called when the tooltip closes (the pointer leaves, the focus goes, Escape). */
  onHide?: () => void;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    setMounted(true);
    clearTimeout(timer.current);
    if (delay) timer.current = setTimeout(() => setOpen(true), delay);
    else setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
    onHide?.();
  };
  return (
    <span
      style={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => show(ENTER_DELAY_MS)}
      onMouseLeave={hide}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        if (focusVisible(event.target)) show(0);
      }}
      onBlur={hide}
    >
      {children}
      {mounted ? (
        <LazyTooltip title={title} open={open} onClose={hide}>
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </LazyTooltip>
      ) : null}
    </span>
  );
}
