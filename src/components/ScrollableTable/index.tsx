/**
 * A Markdown table that keyboard users can scroll. Infima lets a table wider
 * than the column scroll sideways (long German compounds, narrow phones); a
 * scrolling region must be focusable to be scrolled without a mouse (WCAG
 * 2.1.1, axe: scrollable-region-focusable). Only tables that actually scroll
 * become a tab stop, re-checked when their size changes.
 */
import {useEffect, useRef, useState, type ComponentProps} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = () => setScrolls(table.scrollWidth > table.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
