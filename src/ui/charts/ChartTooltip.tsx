import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** Where a tooltip points, in px from the chart container's top-left corner. */
export interface TooltipAnchor {
  x: number;
  y: number;
}

/**
 * STYLE.md habit 7: the tooltip is React state rendered as HTML over the SVG (no D3 DOM work).
 * It flips to the left of the pointer in the right half of the chart so it never leaves the card.
 */
export function ChartTooltip({
  anchor,
  containerWidth,
  children,
}: {
  anchor: TooltipAnchor;
  containerWidth: number;
  children: ReactNode;
}) {
  const flip = anchor.x > containerWidth / 2;
  return (
    <Paper
      role="tooltip"
      elevation={4}
      sx={{
        position: 'absolute',
        top: Math.max(0, anchor.y - 12),
        left: anchor.x,
        transform: flip ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
        px: 1.5,
        py: 1,
        pointerEvents: 'none',
        zIndex: 2,
        minWidth: 160,
        fontSize: 13,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Paper>
  );
}
