// MUI's Tooltip brings Popper and popper.js, about a tenth of the first screen's code, and no screen needs
// it before the first pointer or focus that wants a tooltip. This loads it then, once for the whole app:
// until it is in, the child is drawn alone.
import { useEffect, useState, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = (props: TooltipProps) => ReactElement;

let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('@mui/material/Tooltip').then((module) => (loaded = module.default as TooltipComponent));
  return loading;
}

/** MUI's Tooltip if its code is in already. */
const tooltipIfLoaded = (): TooltipComponent | null => loaded;

/** A Tooltip drawn as soon as its code is in; its child alone until then. */
export function LazyTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(tooltipIfLoaded);
  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void loadTooltip().then((ready) => {
      if (live) setTooltip(() => ready);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
