import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { HISTORY_MESSAGES } from '../../core/historyText';
import type { LastReturn } from '../../core/model';
import { lastReturnWhen } from '../../shared/lastReturn';
import { HOME_MESSAGES as M } from './messages';
import { TOOLTIP_IN_MAIN } from './tooltipSlots';

/**
 * 'Devolvido por Admin Demo em 21/11/2026 14:32: Faltou a foto do poste 3.' (an unknown writer
 * reads 'Usuário desconhecido'; an unknown time is left out).
 */
export function lastReturnText(last: LastReturn): string {
  const who = last.byName || HISTORY_MESSAGES.unknownUser;
  const when = lastReturnWhen(last);
  return M.lastReturn(
    when ? HISTORY_MESSAGES.lastReturn(who, when) : M.lastReturnNoDate(who),
    last.reason,
  );
}

/**
 * Issue 15: the icon on a returned bulletin's row, until it is forwarded again. Its text shows
 * in a tooltip on hover, when it has the focus, and while its grid cell has the focus (the grid
 * moves the focus cell by cell with the arrow keys, and gives it to the icon when the cell is
 * reached); Esc hides it. The text is also the icon's accessible name, so a screen reader reads
 * the reason with the cell.
 */
export function LastReturnMark({
  last,
  cellFocused,
  tabIndex,
}: {
  last: LastReturn;
  cellFocused: boolean;
  tabIndex: -1 | 0;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const text = lastReturnText(last);
  const wanted = hovered || focused || cellFocused;
  // A dismissed tooltip (Esc) comes back on the next hover or focus.
  if (!wanted && dismissed) setDismissed(false);
  return (
    <Tooltip
      title={text}
      open={wanted && !dismissed}
      onClose={() => setDismissed(true)}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      placement="bottom-start"
      // A reason typed on several lines keeps them.
      slotProps={{
        ...TOOLTIP_IN_MAIN,
        tooltip: { sx: { whiteSpace: 'pre-line', fontSize: '0.8125rem', maxWidth: 360 } },
      }}
    >
      <Box
        component="span"
        role="img"
        aria-label={text}
        tabIndex={tabIndex}
        data-testid="last-return"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        sx={{
          display: 'inline-flex',
          flex: 'none',
          color: 'warning.dark',
          borderRadius: '50%',
          cursor: 'help',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <AssignmentReturnOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
      </Box>
    </Tooltip>
  );
}

/**
 * Issue 40: on a bulletin's card (a phone) the last return's text in full under the card's
 * status, with the same icon: a card has the room, and a touch screen has no hover to show a
 * tooltip with.
 */
export function LastReturnNote({ last }: { last: LastReturn }) {
  return (
    <Box
      data-testid="last-return-note"
      sx={{
        display: 'flex',
        gap: 0.75,
        alignItems: 'flex-start',
        mt: 0.5,
        color: 'warning.dark',
        fontSize: '0.8125rem',
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
      }}
    >
      <AssignmentReturnOutlinedIcon sx={{ fontSize: 18, mt: '1px' }} aria-hidden />
      <span>{lastReturnText(last)}</span>
    </Box>
  );
}
