// Code a screen needs only when asked for (a dialog, the next page) stays out of the screen's own
// download: loaded on first use, or earlier when the user shows intent (hover, focus) or the browser
// is idle, so opening it does not wait on the network.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export type PreloadableComponent<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/** React.lazy with a `preload()` that starts (once) the same download the first render would. */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(preload) as unknown as ComponentType<Props>;
  return Object.assign(Lazy, { preload });
}

/** Props to put on the control that opens a lazily loaded part: hover or focus starts its download. */
export function preloadOnIntent(...components: { preload: () => Promise<unknown> }[]) {
  const preload = () => {
    for (const component of components) void component.preload();
  };
  return { onPointerEnter: preload, onFocus: preload };
}

/**
 * Mounts its children the first time `when` is true and keeps them mounted after (a dialog then keeps its
 * closing transition); nothing is shown while their code loads.
 */
export function MountWhenFirstNeeded({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
