import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode, Ref } from 'react';

/**
 * Issue 40: how much of the window's bottom a sticky bar may cover. While a bar shows, the page
 * keeps that much room below whatever it scrolls into view (a field that takes the focus, a
 * line that opens), so the bar never hides what is being typed.
 */
export const STICKY_BAR_ROOM = 112;

/** While mounted: the page scrolls a focused field above the sticky bar, not under it. */
export function StickyBarRoom() {
  return <GlobalStyles styles={{ html: { scrollPaddingBottom: STICKY_BAR_ROOM } }} />;
}

/**
 * Issue 40: a form's actions (its save, its totals) held at the bottom of the window while the
 * form scrolls, so the save is in reach without scrolling to the end. Sticky, not fixed: at the
 * end of the page it sits in its own place below the content, which it then covers nothing
 * of. On a phone it spans the screen's width, flush with the bottom and clear of the home
 * indicator (env(safe-area-inset-bottom)); from `sm` up it floats 16 px above the bottom, as a
 * rounded card.
 *
 * Without `children` it is an empty slot other components portal into (the editor's sections
 * with unsaved changes): it shows only while something is in it.
 */
export function StickyActionBar({
  label,
  children,
  ref,
  testId,
}: {
  /** The bar's accessible name (a region). */
  label: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}) {
  return (
    <>
      {children !== undefined && <StickyBarRoom />}
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        data-testid={testId}
        sx={{
          position: 'sticky',
          bottom: { xs: 0, sm: 16 },
          zIndex: 2,
          mx: { xs: -2, sm: 0 },
          px: 2,
          py: { xs: 1, sm: 2 },
          pb: { xs: 'calc(8px + env(safe-area-inset-bottom))', sm: 2 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: { xs: 0, sm: '12px' },
          borderLeftWidth: { xs: 0, sm: 1 },
          borderRightWidth: { xs: 0, sm: 1 },
          borderBottomWidth: { xs: 0, sm: 1 },
          boxShadow: '0 8px 24px rgba(16, 42, 67, 0.12)',
          '&:empty': { display: 'none' },
        }}
      >
        {children}
      </Box>
    </>
  );
}
