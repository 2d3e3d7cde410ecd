import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BulletinRow } from './bulletinRows';
import { dateText, StatusCell, valueText } from './bulletinColumns';
import type { BulletinSelection } from './bulletinSelection';
import { lastReturnOf } from '../../shared/lastReturn';
import { LastReturnNote } from './LastReturnMark';
import { HOME_MESSAGES as M } from './messages';
import { RowActions } from './RowActions';

/** Issue 40: as many cards at a time as the grid shows rows on a page. */
export const CARDS_PAGE_SIZE = 25;

/** What the list asks of the panel about selection (absent: the role selects nothing). */
export interface CardSelection {
  selected: BulletinSelection;
  /** Whether the role may select this bulletin (issue 16: a supervisor, the unchecked ones). */
  selectable: (row: BulletinRow) => boolean;
  onChange: (next: BulletinSelection) => void;
}

/**
 * Issue 40: 'Boletins da Equipe' on a phone (below `sm`): one card per bulletin, in the grid's
 * default order (newest first, `rows` comes sorted), CARDS_PAGE_SIZE at a time with 'Mostrar
 * mais'. A card shows what the grid's columns show, with the same texts (bulletinColumns'
 * dateText, valueText and StatusCell), and the row's own actions (RowActions: the same table
 * of buttons and 'Mais ações'). Where the role selects, a checkbox per card and one for all
 * the listed bulletins feed the same selection as the grid's, so the bulk bar works as there.
 */
export function BulletinCardList({
  rows,
  loading,
  selection,
}: {
  rows: readonly BulletinRow[];
  loading: boolean;
  selection?: CardSelection;
}) {
  const [shownCount, setShownCount] = useState(CARDS_PAGE_SIZE);
  const shown = rows.slice(0, shownCount);
  const selectable = selection ? rows.filter(selection.selectable) : [];
  const allChosen =
    selection !== undefined &&
    selectable.length > 0 &&
    selectable.every((row) => selection.selected.has(row.id));
  const someChosen =
    selection !== undefined && selectable.some((row) => selection.selected.has(row.id));

  const choose = (row: BulletinRow, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(row.id);
    else next.delete(row.id);
    selection.onChange(next);
  };
  // D49: all the listed ones (kept: those the filter hides), or none of the listed ones.
  const chooseAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of selectable) {
      if (on) next.add(row.id);
      else next.delete(row.id);
    }
    selection.onChange(next);
  };

  return (
    <Box data-testid="bulletin-cards" sx={{ px: 2, pb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          minHeight: 44,
          py: 0.5,
          whiteSpace: 'nowrap',
        }}
      >
        {selection && selectable.length > 0 && (
          <FormControlLabel
            label={M.cards.selectAll(selectable.length)}
            sx={{ mr: 'auto', ml: -1 }}
            control={
              <Checkbox
                checked={allChosen}
                indeterminate={someChosen && !allChosen}
                onChange={(event) => chooseAll(event.target.checked)}
              />
            }
          />
        )}
        <Typography variant="body2" color="textSecondary" sx={{ ml: 'auto' }}>
          {M.cards.order}
        </Typography>
      </Box>
      {loading && <LinearProgress aria-label={M.cards.loading} sx={{ mb: 1 }} />}
      {!loading && rows.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          {M.empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={M.tableTitle}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {shown.map((row) => (
            <BulletinCard
              key={row.id}
              row={row}
              checkbox={
                selection?.selectable(row)
                  ? {
                      checked: selection.selected.has(row.id),
                      onChange: (on) => choose(row, on),
                    }
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      {rows.length > shown.length && (
        <Button
          fullWidth
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => setShownCount((count) => count + CARDS_PAGE_SIZE)}
        >
          {M.cards.showMore(shown.length, rows.length)}
        </Button>
      )}
    </Box>
  );
}

/**
 * One bulletin as a card: ID, status (with the pedido), Título, the last return's reason,
 * Projeto · Município, Data, Valor and the row's actions.
 */
function BulletinCard({
  row,
  checkbox,
}: {
  row: BulletinRow;
  checkbox?: { checked: boolean; onChange: (on: boolean) => void };
}) {
  const titleId = `bulletin-card-${row.id}`;
  const place = [row.project, row.city].filter(Boolean).join(' · ');
  // Issue 15: why it came back, in full (no tooltip to hover on a touch screen).
  const last = lastReturnOf(row.entry.invoice);
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="bulletin-card"
      data-id={row.id}
      sx={{
        border: 1,
        borderColor: checkbox?.checked ? '#c6d8f0' : 'divider',
        bgcolor: checkbox?.checked ? '#f4f8fd' : 'background.paper',
        borderRadius: 2,
        px: 1.5,
        pt: 1,
        pb: 0.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
        {checkbox && (
          <Checkbox
            checked={checkbox.checked}
            onChange={(event) => checkbox.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': M.cards.selectOne(row.invoiceId) } }}
            sx={{ ml: -1 }}
          />
        )}
        <Typography
          id={titleId}
          component="h2"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: '1rem' }}
          data-testid="card-id"
        >
          {row.invoiceId}
        </Typography>
        <Box sx={{ ml: 'auto', minWidth: 0 }} data-testid="card-status">
          <StatusCell row={row} />
        </Box>
      </Box>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="card-title">
        {row.title}
      </Typography>
      {last && <LastReturnNote last={last} />}
      {place && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {place}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          columnGap: 2,
          m: 0,
          mt: 1,
          '& dt': { fontSize: '0.75rem', color: 'text.secondary' },
          '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <Box component="dt" sx={{ gridRow: 1 }}>
          {M.columns.date}
        </Box>
        <Box component="dd" sx={{ gridRow: 2 }} data-testid="card-date">
          {dateText(row.date)}
        </Box>
        <Box component="dt" sx={{ gridRow: 1, textAlign: 'right' }}>
          {M.columns.value}
        </Box>
        <Box
          component="dd"
          sx={{ gridRow: 2, textAlign: 'right', fontWeight: 700 }}
          data-testid="card-value"
        >
          {valueText(row.valueCents)}
        </Box>
      </Box>
      <Box
        sx={{
          mt: 0.5,
          pt: 0.5,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <RowActions row={row} />
      </Box>
    </Box>
  );
}
