import Tooltip from '@mui/material/Tooltip';
import { useLayoutEffect, useRef, useState } from 'react';
import { TOOLTIP_IN_MAIN } from './tooltipSlots';

/** Whether the text is cut by its ellipsis (wider, or on more lines, than its box). */
function isCut(element: HTMLElement | null): boolean {
  return (
    element !== null &&
    (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
  );
}

/**
 * Issue 16: a grid cell's text on one line, cut with an ellipsis when the column is narrower
 * than it, and then shown whole in a tooltip on hover and while the cell has the focus (the grid
 * moves its focus cell by cell with the arrow keys, or to the cell clicked). Esc hides the
 * tooltip. The cell's text is the whole text anyway, so screen readers read it all. Issue 40:
 * `lines` 2 wraps the text on two lines before the ellipsis (the narrow grid of a tablet).
 */
export function OverflowText({
  text,
  focused,
  lines = 1,
}: {
  text: string;
  focused: boolean;
  lines?: 1 | 2;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [cut, setCut] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useLayoutEffect(() => {
    if (!focused) return;
    setCut(isCut(ref.current));
    setDismissed(false);
  }, [focused, text]);

  return (
    <Tooltip
      title={text}
      open={cut && !dismissed && (hovered || focused)}
      onClose={() => setDismissed(true)}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      describeChild
      placement="bottom-start"
      slotProps={TOOLTIP_IN_MAIN}
    >
      <span
        ref={ref}
        data-overflow-text=""
        onMouseEnter={() => {
          setCut(isCut(ref.current));
          setDismissed(false);
          setHovered(true);
        }}
        onMouseLeave={() => setHovered(false)}
        style={
          lines === 1
            ? {
                display: 'block',
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }
            : {
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: lines,
                minWidth: 0,
                overflow: 'hidden',
                whiteSpace: 'normal',
                lineHeight: 1.35,
              }
        }
      >
        {text}
      </span>
    </Tooltip>
  );
}
