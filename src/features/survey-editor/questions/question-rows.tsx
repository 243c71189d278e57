// The question cards of the sortable list. A long survey renders only the cards near the screen (plus the
// selected one and its neighbours), so a drop or a keystroke costs the same with 30 questions or 300.
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Box, type SxProps, type Theme } from '@mui/material';
import {
  pinsAround,
  RowSizeEstimates,
  rowsToRender,
  segmentsOf,
  WINDOW_AFTER,
  type Segment,
  type VisibleRange,
} from './windowing';
import { useEditorStores, useSelectedUid } from '../document/editor-stores';
import { SortableQuestion } from './sortable-question';

/** First guesses of a row's height (card and gap), until rows have been measured. */
const FIRST_GUESSES = { collapsed: 68, expanded: 640 };

/** Where the list starts in the page, kept up to date as content above it grows or shrinks. */
function useDocumentTop(element: HTMLElement | null, active: boolean): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!active || !element) return;
    const measure = () => {
      const next = element.getBoundingClientRect().top + window.scrollY;
      setTop((current) => (Math.abs(current - next) < 1 ? current : next));
    };
    measure();
    // Anything above the list that changes size changes the page's height too.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [element, active]);
  return top;
}

export function QuestionRows({ uids, sx }: { uids: readonly string[]; sx?: SxProps<Theme> }) {
  const stores = useEditorStores();
  const windowed = uids.length > WINDOW_AFTER;
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const listTop = useDocumentTop(list, windowed);
  const selectedIndex = uids.indexOf(useSelectedUid() ?? '');

  // Measurements follow the question, not its position: a moved card keeps its height.
  const getItemKey = useCallback((index: number) => uids[index] ?? index, [uids]);
  const [sizes] = useState(() => new RowSizeEstimates(FIRST_GUESSES));
  const isExpanded = useCallback(
    (index: number) => stores.ui.get().expanded.has(uids[index] ?? ''),
    [stores, uids],
  );
  const estimateSize = useCallback((index: number) => sizes.estimate(isExpanded(index)), [sizes, isExpanded]);
  const measureRow = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) => {
      const size = measureElement(element, entry, instance);
      sizes.record(isExpanded(instance.indexFromElement(element)), size);
      return size;
    },
    [sizes, isExpanded],
  );
  // The selected card and its neighbours stay rendered wherever the page is scrolled.
  const rangeExtractor = useCallback(
    (range: VisibleRange) => rowsToRender(range, pinsAround(selectedIndex)),
    [selectedIndex],
  );
  const virtualizer = useWindowVirtualizer({
    enabled: windowed,
    count: uids.length,
    getItemKey,
    estimateSize,
    measureElement: measureRow,
    overscan: 4,
    scrollMargin: listTop,
    rangeExtractor,
  });

  // A card opened or closed while off screen (Expand all, say) is re-estimated, or its old height
  // would stand until it is rendered again.
  useLayoutEffect(() => {
    if (!windowed) return;
    let before = stores.ui.get().expanded;
    return stores.ui.subscribe(() => {
      const after = stores.ui.get().expanded;
      if (after === before) return;
      const rendered = new Set(virtualizer.getVirtualItems().map((item) => item.index));
      uids.forEach((uid, index) => {
        const open = after.has(uid);
        if (open !== before.has(uid) && !rendered.has(index))
          virtualizer.resizeItem(index, sizes.estimate(open));
      });
      before = after;
    });
  }, [windowed, stores, virtualizer, sizes, uids]);

  let segments: Segment[];
  if (windowed) {
    const rows = virtualizer.getVirtualItems().map((item) => ({
      index: item.index,
      start: item.start - listTop,
      end: item.end - listTop,
    }));
    segments = segmentsOf(rows, virtualizer.getTotalSize());
  } else {
    segments = uids.map((_, index) => ({ kind: 'row', index }));
  }

  const children: ReactNode[] = segments.map((segment) =>
    segment.kind === 'gap' ? (
      <div
        key={`gap-before-${segment.before === null ? 'end' : uids[segment.before]}`}
        aria-hidden
        style={{ height: segment.size }}
      />
    ) : (
      <SortableQuestion
        key={uids[segment.index]}
        uid={uids[segment.index]!}
        index={segment.index}
        setSize={windowed ? uids.length : undefined}
        measureRef={windowed ? virtualizer.measureElement : undefined}
      />
    ),
  );
  return (
    <Box ref={setList} role="list" aria-label="Questions" sx={sx}>
      {children}
    </Box>
  );
}
