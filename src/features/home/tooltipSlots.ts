import type { TooltipProps } from '@mui/material/Tooltip';

/**
 * The home's tooltips open inside the page's main landmark rather than at the end of the body,
 * where no landmark holds them (issue 16: axe 'region'). The tooltip is positioned as before:
 * `main` is not a positioned box and clips nothing.
 */
export const TOOLTIP_IN_MAIN: TooltipProps['slotProps'] = {
  popper: { container: () => document.querySelector('main') },
};
