// A tooltip for the shell's own controls that the shell paints without: MUI's Tooltip brings Popper
// (and popper.js), and each one drawn costs the first screen its hooks and its styles, while nothing
// needs it before the first pointer or focus. Its module is fetched when the pointer or the focus first
// reaches the control (the first screen's code holds it already) and wraps the child from then on.
// Wrapping remounts the child: if it had the focus, it gets it back.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = (props: TooltipProps) => ReactElement;

let loaded: TooltipComponent | null = null;
const loadTooltip = () =>
  import('@mui/material/Tooltip').then((module) => (loaded = module.default as TooltipComponent));

export function DeferredTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  const [wanted, setWanted] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (Tooltip || !wanted) return;
    let live = true;
    void loadTooltip().then((component) => {
      if (!live) return;
      refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
      setTooltip(() => component);
    });
    return () => {
      live = false;
    };
  }, [Tooltip, wanted]);

  useEffect(() => {
    if (!Tooltip || !refocus.current) return;
    refocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [Tooltip]);

  return (
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onPointerEnter={Tooltip ? undefined : () => setWanted(true)}
      onFocus={Tooltip ? undefined : () => setWanted(true)}
    >
      {Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children}
    </span>
  );
}
