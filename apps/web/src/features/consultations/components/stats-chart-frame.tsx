import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The width charts are drawn at before the frame is measured (and in jsdom, which measures nothing). */
const FALLBACK_WIDTH = 640;

/**
 * A chart frame that measures its own width and draws its chart at that width and `height`: recharts'
 * ResponsiveContainer draws nothing where nothing is laid out (jsdom), and this keeps labels at their size.
 */
export function StatsChartFrame({
  height,
  children,
}: {
  height: number;
  children: (width: number) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="w-full min-w-0 overflow-hidden" style={{ height }}>
      {children(width)}
    </div>
  );
}
