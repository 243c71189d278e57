// A tooltip for the shell's own controls that the shell paints without: MUI's Tooltip brings Popper
// (and popper.js), about a tenth of the shell's code, and nothing needs it before the first pointer or
// focus. Its module is fetched after the first paint (the first screen's code holds it already) and
// wraps the child from then on. Wrapping remounts the child: if it had the focus, it gets it back. It is
// never fetched on the pointer's first arrival: the remount then fell between a press and its release,
// and the first click on the control was lost.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = (props: TooltipProps) => ReactElement;

let loaded: TooltipComponent | null = null;
const loadTooltip = () =>
  import('@mui/material/Tooltip').then((module) => (loaded = module.default as TooltipComponent));

export function DeferredTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void loadTooltip().then((component) => {
      if (!live) return;
      refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
      setTooltip(() => component);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);

  useEffect(() => {
    if (!Tooltip || !refocus.current) return;
    refocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [Tooltip]);

  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children}
    </span>
  );
}
