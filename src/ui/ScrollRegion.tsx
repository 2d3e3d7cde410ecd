import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Issue 40: a box that scrolls its content sideways when it is wider (a bulletin's lines table
 * on a phone). While it does, it is a named region in the tab order, so the keyboard can
 * scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable); while everything fits, it is
 * a plain box and no extra tab stop. A MUI TableContainer inside it lets it do the scrolling.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // jsdom has no layout and no ResizeObserver: there nothing ever scrolls.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table inside grows with its lines and columns; the box itself may keep its size.
    const content = element.querySelector('table') ?? element.firstElementChild;
    if (content) observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      data-scrolls={scrolls ? 'true' : undefined}
      sx={{
        overflowX: 'auto',
        position: 'relative',
        '& > .MuiTableContainer-root': { overflowX: 'visible' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {children}
    </Box>
  );
}
