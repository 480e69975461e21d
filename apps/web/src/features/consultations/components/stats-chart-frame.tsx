import type { ReactNode } from 'react';
import { useElementWidth } from '@/lib/use-element-width';

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
  const [ref, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  return (
    <div ref={ref} className="w-full min-w-0 overflow-hidden" style={{ height }}>
      {children(width)}
    </div>
  );
}
