import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** Space around the plot for axes and labels. */
export interface ChartMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The measured chart: outer size and the plot area inside the margins. */
export interface ChartDimensions extends ChartMargins {
  width: number;
  height: number;
  boundedWidth: number;
  boundedHeight: number;
}

/** Fills in the plot size from an outer size and margins (never negative). */
export function boundDimensions(
  width: number,
  height: number,
  margins: ChartMargins,
): ChartDimensions {
  return {
    ...margins,
    width,
    height,
    boundedWidth: Math.max(0, width - margins.left - margins.right),
    boundedHeight: Math.max(0, height - margins.top - margins.bottom),
  };
}

/**
 * STYLE.md habit 7: the chart's width comes from its container through a ResizeObserver, so the
 * SVG redraws (React, not D3 selections) when the window or a card changes size. The height is
 * fixed by the caller: charts read best at a set height whatever the width.
 *
 * @example
 * const [ref, dims] = useChartDimensions<HTMLDivElement>(320, { top: 16, right: 16, bottom: 40, left: 72 });
 * return <div ref={ref}><svg width={dims.width} height={dims.height}>…</svg></div>;
 */
export function useChartDimensions<E extends HTMLElement>(
  height: number,
  margins: ChartMargins,
): [RefObject<E | null>, ChartDimensions] {
  const ref = useRef<E | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, boundDimensions(width, height, margins)];
}

/**
 * Issue 24: the style of the box a chart measures (the `ref` of useChartDimensions): it has the
 * chart's height before its width is measured (the SVG comes a frame later), so what is under
 * it does not move when it comes; the SVG is a block (no baseline gap).
 */
export function chartFrameSx(height: number) {
  return {
    position: 'relative',
    width: '100%',
    minHeight: height,
    '& > svg': { display: 'block' },
  } as const;
}
