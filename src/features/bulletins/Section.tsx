import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatMoney } from '../../core/format';
import { StickyBarRoom } from '../../ui/StickyActionBar';
import { BULLETIN_TEXT as T } from './messages';

interface SectionProps {
  /** Used for the heading id and data-testid. */
  id: string;
  title: string;
  /** The number of lines, shown next to the title. */
  count?: number;
  /** P56: the lines against the list's bound ('3 de 100 linhas'), shown instead of `count`. */
  countLabel?: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  /** A quiet note under the title (e.g. unsaved changes). */
  note?: ReactNode;
  children: ReactNode;
}

/** One section of a bulletin form (header, services, materials, structures) as a titled card. */
export function Section({ id, title, count, countLabel, actions, note, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`section-${id}`}
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} component="h2" variant="h4">
          {title}
        </Typography>
        {countLabel !== undefined ? (
          <Typography variant="body2" color="textSecondary" data-testid={`${id}-count`}>
            {countLabel}
          </Typography>
        ) : (
          count !== undefined && (
            <Chip size="small" label={count} sx={{ fontWeight: 600, height: 22 }} />
          )
        )}
        {note}
        <Box sx={{ flex: 1 }} />
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/** A labelled money figure (totals in the save bar and the services section). */
export function Figure({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        sx={{
          fontWeight: strong ? 700 : 500,
          fontSize: strong ? '1.25rem' : '1.05rem',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** SPEC §9, D5: the totals without and with factor, the second one stressed. */
export function TotalFigures({
  totals,
  testId,
}: {
  totals: { total: number; total_wfactor: number };
  /** data-testid of the total with factor. */
  testId: string;
}) {
  return (
    <>
      <Figure label={T.totalWithoutFactor} value={formatMoney(totals.total)} />
      <Figure
        label={T.totalWithFactor}
        value={formatMoney(totals.total_wfactor)}
        testId={testId}
        strong
      />
    </>
  );
}

/** A save button that shows a spinner and 'Salvando…' while its save runs. */
export function SaveButton({
  label,
  saving,
  disabled,
  size,
  describedBy,
  name,
  onClick,
}: {
  label: string;
  saving: boolean;
  disabled: boolean;
  size?: 'large';
  /** The id of a note that says why the button waits. */
  describedBy?: string;
  /** Its accessible name when the label alone says too little (it starts with the label). */
  name?: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="contained"
      size={size}
      aria-label={saving ? undefined : name}
      aria-describedby={describedBy}
      startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveRoundedIcon />}
      disabled={disabled}
      onClick={onClick}
    >
      {saving ? T.saving : label}
    </Button>
  );
}

/**
 * Issue 40: the editor's sticky bar at the bottom of the window (a StickyActionBar slot the page
 * renders), which the sections with unsaved changes portal their row into. Null: no bar (a
 * screen without one, a test of a section alone).
 */
export const SaveBarSlot = createContext<HTMLElement | null>(null);

/**
 * Issue 40, SPEC §2 "each section saves by itself": while a section has unsaved changes, a row
 * in the page's sticky bar names it ('Cabeçalho: alterações não salvas') with its own Descartar
 * and Salvar, so its save is in reach wherever the page is scrolled. The section's own save
 * button stays where it was.
 */
export function UnsavedSectionBar({
  section,
  saving,
  disabled,
  refused = false,
  onSave,
  onDiscard,
}: {
  /** The section's title, as its heading says it. */
  section: string;
  /** Its last save was refused (SPEC §5): the section says why; the row says to look there. */
  refused?: boolean;
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const slot = useContext(SaveBarSlot);
  // The bar appears with the first change, over the bottom of the window: the field being typed
  // in is brought above it (the page's scroll padding is the bar's room).
  useEffect(() => {
    if (!slot) return;
    const typing = document.activeElement;
    if (typing instanceof HTMLElement && typing !== document.body) {
      typing.scrollIntoView?.({ block: 'nearest' });
    }
  }, [slot]);
  if (!slot) return null;
  return createPortal(
    <Box
      data-testid="unsaved-section"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
    >
      <StickyBarRoom />
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 'auto', color: 'warning.dark' }}>
        {T.unsavedSection(section)}
      </Typography>
      {refused && (
        <Typography variant="body2" color="error" sx={{ flexBasis: '100%', order: 1 }}>
          {T.sectionRefused}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button
          color="secondary"
          aria-label={T.discardSection(section)}
          disabled={saving}
          onClick={onDiscard}
        >
          {T.discard}
        </Button>
        <SaveButton
          label={T.save}
          name={T.saveSection(section)}
          saving={saving}
          disabled={disabled}
          onClick={onSave}
        />
      </Box>
    </Box>,
    slot,
  );
}
