import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';

export const OPTION_HEIGHT_PX = 34;
export const LIST_MAX_HEIGHT_PX = 274;

export interface VirtualOptionListProps extends HTMLAttributes<HTMLDivElement> {
  count: number;
  highlighted: number;
  renderOption: (index: number, style: { height: number; transform: string }) => ReactNode;
  maxHeight?: number;
}

/**
 * A listbox that only mounts the options in view, so 10,000 options open and filter quickly.
 * Without layout (server, jsdom) the viewport height falls back to `maxHeight`.
 */
export function VirtualOptionList({
  count,
  highlighted,
  renderOption,
  maxHeight = LIST_MAX_HEIGHT_PX,
  ...listProps
}: VirtualOptionListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => OPTION_HEIGHT_PX,
    overscan: 6,
    initialRect: { width: 0, height: maxHeight },
    observeElementRect: (instance: Virtualizer<HTMLDivElement, Element>, notify) =>
      observeElementRect(instance, (rect) =>
        notify(rect.height > 0 ? rect : { width: rect.width, height: maxHeight }),
      ),
  });

  useEffect(() => {
    if (highlighted >= 0 && highlighted < count) virtualizer.scrollToIndex(highlighted, { align: 'auto' });
  }, [highlighted, count, virtualizer]);

  return (
    <div ref={scrollRef} className="tl-option-list__viewport" style={{ maxHeight, overflowY: 'auto' }}>
      <div
        {...listProps}
        className="tl-option-list"
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer
          .getVirtualItems()
          .map((item) =>
            renderOption(item.index, { height: item.size, transform: `translateY(${item.start}px)` }),
          )}
      </div>
    </div>
  );
}
