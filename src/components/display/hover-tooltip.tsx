// A tooltip for something that takes no focus (a chip, a label), mounted on the first pointer over it.
// Until then the element carries the name the tooltip gives it (MUI names the child after a string
// title). Table rows repeat such tooltips, and each mounted Tooltip runs its hooks on every render of
// its row. (Not for focusable children: mounting the Tooltip remounts its child, which would drop focus.)
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { LazyTooltip } from './lazy-tooltip';

interface ChildProps {
  'aria-label'?: string;
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
}

export function HoverTooltip({ title, children }: { title: string; children: ReactElement<ChildProps> }) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null)
    return cloneElement(children, {
      'aria-label': children.props['aria-label'] ?? title,
      onMouseOver: (event) => {
        children.props.onMouseOver?.(event);
        setOpen(true);
      },
    });
  return (
    <LazyTooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      {children}
    </LazyTooltip>
  );
}
