import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridColumnVisibilityModel,
  GridRowParams,
  GridRowSelectionModel,
} from '@mui/x-data-grid';
import { ptBR as dataGridPtBR } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDate, homeDefaultPeriod, todayFromLocal } from '../../core/dates';
import { invoiceIdOf } from '../../core/fields';
import { HISTORY_MESSAGES } from '../../core/historyText';
import { STATUS_FILTER_LABELS } from '../../core/messages';
import type { Role } from '../../core/model';
import { isToggle } from '../../core/actions';
import type { ToggleId } from '../../core/actions';
import { canDo, defaultStatusFilter } from '../../core/permissions';
import type { HomeStatusFilter } from '../../core/status';
import { HOME_STATUS_FILTERS } from '../../core/status';
import { teamName } from '../../core/teams';
import type { ActingUser } from '../../core/workflow';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { COARSE_POINTER } from '../../ui/theme';
import { HEADER_HEIGHT } from './HomeFrame';
import { BulkActionsBar } from './BulkActionsBar';
import { BulletinCardList, CARDS_PAGE_SIZE } from './BulletinCardList';
import type { CardSelection } from './BulletinCardList';
import { DeletedBulletinsDialog, mayListDeleted } from './DeletedBulletinsDialog';
import type { BulkAction } from './BulkActionsBar';
import { bulletinColumns } from './bulletinColumns';
import { bulkIds, mayTake, placementOf } from './homeActionTable';
import type { HomeTableId } from './homeActionTable';
import type { BulletinRow } from './bulletinRows';
import { filterBulletinRows, toBulletinRows } from './bulletinRows';
import type { BulletinSelection } from './bulletinSelection';
import {
  askingOrder,
  byDefaultOrder,
  hiddenCount,
  identitySelection,
  keepListed,
  NO_SELECTION,
  selectedRows,
  selectionModel,
} from './bulletinSelection';
import {
  BULK_PENDING,
  bulletinConsolePath,
  runBulkForward,
  runBulkToggle,
  runDarBaixa,
} from './homeActions';
import type { DarBaixaAnswer } from './homeActions';
import { HomeNotice } from './HomeNotice';
import {
  noticeShown,
  periodChanged,
  searchChanged,
  selectChosenStatusFilter,
  selectGlobalFactor,
  selectLoadError,
  selectPending,
  selectPeriod,
  selectSearch,
  selectTeamEntries,
  selectTeamLoading,
  statusFilterChanged,
  watchTeamInvoices,
} from './homeSlice';
import { HOME_MESSAGES as M } from './messages';
import { PeriodSelector } from './PeriodSelector';
import { actionsColumnWidth, RowActions, RowActionsContext } from './RowActions';
import type { RowActionsContextValue } from './RowActions';
import { useActionDialogs } from './useActionDialogs';

/** Copies text to the clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without clipboard permission (or on http), the older command still works on a click.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

// SPEC §2 row actions: the last column, never sorted, never in the quick search; as wide as
// the buttons the role gets plus 'Mais ações' (issue 16: four or five, compact; issue 40: 44 px
// each on a touch screen).
const actionsColumn = (role: Role, coarse: boolean): GridColDef<BulletinRow> => ({
  field: 'actions',
  headerName: M.actionsColumn,
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  width: actionsColumnWidth(role, coarse),
  renderCell: ({ row }) => <RowActions row={row} />,
});

/**
 * Issue 40: on a portrait tablet (`sm` to `md`) the grid leaves out Projeto and Município (the
 * search still finds them; a card shows them), so ID, Título, Data, Valor, Status and the
 * actions fit the width without scrolling sideways.
 */
const NARROW_COLUMNS: GridColumnVisibilityModel = { project: false, city: false };
const ALL_COLUMNS: GridColumnVisibilityModel = {};

/**
 * Which rows the role selects: admins any (SPEC §6 row selection), the others those some action
 * of their bulk bar may take (issue 16: supervisors the unchecked ones, to forward them).
 */
const selectableRow =
  (role: Role) =>
  (row: BulletinRow): boolean =>
    canDo(role, 'selectRows') || bulkIds(role).some((id) => mayTake(role, id, row.entry.invoice));

/**
 * SPEC §2 'Boletins da Equipe' for the selected team: the two live queries of D11 over the
 * chosen period, only sent_status true_opened (D10), the status filter with the role's default
 * (SPEC §6), a quick search (D21), the grid with the row actions the role may take, for admins
 * row selection, the bulk actions and double-click to copy the record path, and for supervisors
 * (issue 16) the selection of unchecked bulletins to forward together.
 */
export function TeamBulletinsPanel({
  team,
  user,
}: {
  team: string;
  user: ActingUser & { role: Role };
}) {
  const { role } = user;
  const dispatch = useAppDispatch();
  const dialogs = useActionDialogs();
  const pending = useAppSelector(selectPending);
  // D49: the selected bulletins by push key. The panel is mounted per team (HomePage keys it
  // by team), so another team starts with nothing selected.
  const [selection, setSelection] = useState<BulletinSelection>(NO_SELECTION);
  // Issue 15 (admin): the team's removed bulletins, in a dialog.
  const [deletedOpen, setDeletedOpen] = useState(false);
  const apiRef = useGridApiRef();
  // Admins select any row for the bulk actions; supervisors (issue 16) the unchecked ones, to
  // forward them together.
  const selectsAll = canDo(role, 'selectRows');
  const bulk = bulkIds(role);
  const selectable = selectsAll || bulk.length > 0;
  const rowSelectable = useMemo(() => selectableRow(role), [role]);
  const isRowSelectable = useMemo(
    () => (selectsAll ? undefined : ({ row }: GridRowParams<BulletinRow>) => rowSelectable(row)),
    [selectsAll, rowSelectable],
  );
  const entries = useAppSelector(selectTeamEntries);
  const globalFactor = useAppSelector(selectGlobalFactor);
  const loading = useAppSelector(selectTeamLoading);
  const loadError = useAppSelector(selectLoadError);
  const search = useAppSelector(selectSearch);
  const chosenFilter = useAppSelector(selectChosenStatusFilter);
  const statusFilter = chosenFilter ?? defaultStatusFilter(role);

  // D8, D11: by default the current billing cycle of the browser's today and the two before it.
  const today = useMemo(() => todayFromLocal(new Date()), []);
  const chosenPeriod = useAppSelector(selectPeriod);
  const period = useMemo(() => chosenPeriod ?? homeDefaultPeriod(today), [chosenPeriod, today]);
  const { start, end } = period;

  useEffect(() => dispatch(watchTeamInvoices(team, { start, end })), [dispatch, team, start, end]);

  const rows = useMemo(() => toBulletinRows(entries, globalFactor), [entries, globalFactor]);
  const visible = useMemo(
    () => filterBulletinRows(rows, statusFilter, search),
    [rows, statusFilter, search],
  );
  // Issue 40: a phone gets cards; a portrait tablet the grid without two columns; a touch
  // screen's actions column fits its 44 px buttons.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const coarse = useMediaQuery(COARSE_POINTER.replace('@media ', ''));
  const columns = useMemo(
    () => bulletinColumns([actionsColumn(role, coarse)], { narrow }),
    [role, coarse, narrow],
  );
  // The cards' order: the grid's default (newest first).
  const cardRows = useMemo(
    () => (phone ? [...visible].sort(byDefaultOrder) : []),
    [phone, visible],
  );
  /** The order the list shows the listed bulletins in now (Dar Baixa asks in it). */
  const shownOrder = () =>
    phone ? cardRows.map((row) => row.id) : (apiRef.current?.getSortedRowIds() ?? []);
  const context = useMemo<RowActionsContextValue>(
    () => ({ user, dialogs: dialogs }),
    // The dialog functions are stable; only who acts can change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user.uid, user.name, user.email, user.role],
  );
  // D49: a selected bulletin that left the period's live data (deleted elsewhere, or outside a
  // new period) is dropped once both live queries have answered; while they load (a new period)
  // the rows are incomplete and prove nothing.
  // Issue 16: a supervisor's selected bulletin forwarded from elsewhere leaves the selection too
  // (it may no longer be selected; the forward would refuse it).
  const [listedRows, setListedRows] = useState(rows);
  if (!loading && listedRows !== rows) {
    setListedRows(rows);
    const kept = keepListed(selection, rows, rowSelectable);
    if (kept !== selection) setSelection(kept);
  }
  // Every selected bulletin still listed, including those the status filter or search hides.
  const chosen = useMemo(() => selectedRows(selection, rows), [selection, rows]);
  const hidden = useMemo(() => hiddenCount(chosen, visible), [chosen, visible]);
  const gridSelection = useMemo(() => selectionModel(selection), [selection]);
  const bulkBusy = pending.includes(BULK_PENDING);

  const selectionChanged = (model: GridRowSelectionModel) => {
    // Converting an 'exclude' model needs the rows the grid holds at this moment.
    const held = apiRef.current?.getAllRowIds() ?? visible.map((row) => row.id);
    setSelection((previous) => identitySelection(model, held, previous));
  };

  // Issue 40: the cards' checkboxes, where the role selects: the same selection as the grid's.
  const cardSelection: CardSelection | undefined = selectable
    ? { selected: selection, selectable: rowSelectable, onChange: setSelection }
    : undefined;

  // D49: by identity; the thunk reads each bulletin's latest live entry when it writes.
  const toggle = async (mark: ToggleId, noun: string) => {
    const done = await dispatch(
      runBulkToggle(
        team,
        chosen.map((row) => row.id),
        mark,
        noun,
      ),
    );
    if (done) setSelection(NO_SELECTION);
  };

  // Issue 16, D49: after a confirmation, every selected bulletin in one write, by identity.
  const forward = async () => {
    const ok = await dialogs.confirm({
      title: M.bulkForwardTitle,
      message: M.bulkForwardText(chosen.length, hidden),
      confirmLabel: M.confirmForward,
    });
    if (!ok) return;
    const done = await dispatch(
      runBulkForward(
        team,
        chosen.map((row) => row.id),
      ),
    );
    if (done) setSelection(NO_SELECTION);
  };

  // D14, issue 23: one prompt per selected bulletin ('Pular' skips it, Cancelar stops and writes
  // nothing), then one write. A second click on 'Dar Baixa' while its prompts are open (the
  // second click of a double click) starts nothing.
  const asking = useRef(false);
  const darBaixa = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const answers: DarBaixaAnswer[] = [];
      const asked = askingOrder(chosen, shownOrder());
      for (const [index, row] of asked.entries()) {
        const id = invoiceIdOf(row.entry.invoice);
        const answer = await dialogs.askPedido(M.darBaixaTitle(id, index + 1, asked.length));
        if (answer.kind === 'cancel') {
          dispatch(noticeShown({ severity: 'info', text: M.darBaixaCancelled }));
          return;
        }
        answers.push({
          entry: row.entry,
          id,
          pedido: answer.kind === 'pedido' ? answer.pedido : null,
        });
      }
      const done = await dispatch(runDarBaixa(team, answers));
      if (done) setSelection(NO_SELECTION);
    } finally {
      asking.current = false;
    }
  };

  /** A click on the bulk bar's `id`: a mark's toggle, the supervisor's forward, Dar Baixa. */
  const onBulk = (id: HomeTableId, noun: string) => {
    if (isToggle(id)) void toggle(id, noun);
    else if (id === 'forwardToBilling') void forward();
    else if (id === 'darBaixa') void darBaixa();
  };
  // The bar's buttons: the table's bulk placements the role may take, in its order.
  const bulkActions: BulkAction[] = bulk.flatMap((id) => {
    const { icon: Icon, bulk: placement } = placementOf(id);
    if (!placement) return [];
    const { label, main, noun = '' } = placement;
    return [{ label, icon: <Icon />, onClick: () => onBulk(id, noun), main }];
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="team-bulletins-title"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // The window less the header and the main area's padding (HomePage: 16 px, 24 at xl).
        height: { md: 'calc(100vh - 64px - 32px)', xl: 'calc(100vh - 64px - 48px)' },
        minHeight: 520,
        // Issue 40: on a phone the page scrolls the cards, and the bulk bar sticks to it.
        overflow: { xs: 'visible', sm: 'hidden' },
      }}
    >
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          pt: 2.5,
          pb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography id="team-bulletins-title" component="h1" variant="h2">
              {M.tableTitle}
            </Typography>
            <Chip
              size="small"
              label={M.count(visible.length)}
              data-testid="bulletin-count"
              sx={{ bgcolor: '#eef2f7', color: 'text.secondary' }}
            />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            <strong>{teamName(team)}</strong> · {team} ·{' '}
            {M.period(formatDate(period.start), formatDate(period.end))}, {M.periodNote}
          </Typography>
        </Box>
        <PeriodSelector
          key={`${team}:${start}:${end}`}
          today={today}
          value={period}
          onChange={(next) => dispatch(periodChanged(next))}
        />
      </Box>

      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          pb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={statusFilter}
          aria-label={M.statusFilter}
          onChange={(_, value: HomeStatusFilter | null) => {
            if (value) dispatch(statusFilterChanged(value));
          }}
        >
          {HOME_STATUS_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter} sx={{ px: 2 }}>
              {STATUS_FILTER_LABELS[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(e) => dispatch(searchChanged(e.target.value))}
          placeholder={M.searchPlaceholder}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 320 }, ml: { sm: 'auto' } }}
          slotProps={{
            htmlInput: { 'aria-label': M.search },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {mayListDeleted(role) && (
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<DeleteSweepOutlinedIcon />}
            aria-haspopup="dialog"
            onClick={() => setDeletedOpen(true)}
            sx={{ flex: 'none' }}
          >
            {HISTORY_MESSAGES.deletedTitle}
          </Button>
        )}
      </Box>

      {selectable && (
        <BulkActionsBar
          count={chosen.length}
          hidden={hidden}
          busy={bulkBusy}
          actions={bulkActions}
          // Under the sticky header and its 1 px border.
          stickAt={phone ? HEADER_HEIGHT + 1 : undefined}
        />
      )}

      {loadError && (
        <Alert severity="error" sx={{ mx: { xs: 2, sm: 3 }, mb: 2 }}>
          {M.loadError}
        </Alert>
      )}

      <Box
        sx={{
          flex: 1,
          minHeight: phone ? undefined : 360,
          borderTop: phone ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <RowActionsContext.Provider value={context}>
          {phone ? (
            <BulletinCardList rows={cardRows} loading={loading} selection={cardSelection} />
          ) : (
            <DataGrid
              apiRef={apiRef}
              rows={visible}
              columns={columns}
              loading={loading}
              checkboxSelection={selectable}
              isRowSelectable={isRowSelectable}
              rowSelectionModel={gridSelection}
              onRowSelectionModelChange={selectionChanged}
              // D49: the header checkbox selects the rows shown by their ids, never an 'exclude'
              // model ("all") whose meaning would change with the search; ids the search or the
              // status filter hides stay selected.
              disableRowSelectionExcludeModel
              keepNonExistentRowsSelected
              onRowDoubleClick={
                canDo(role, 'copyPath')
                  ? ({ row }: { row: BulletinRow }) => {
                      // SPEC §2, §6 (admin): the record's path, for support and the console.
                      const path = dispatch(bulletinConsolePath(row.entry));
                      void copyText(path).then((ok) =>
                        dispatch(
                          noticeShown({
                            severity: ok ? 'info' : 'error',
                            text: ok ? M.pathCopied(path) : M.pathCopyFailed(path),
                          }),
                        ),
                      );
                    }
                  : undefined
              }
              disableRowSelectionOnClick
              disableColumnMenu
              pageSizeOptions={[CARDS_PAGE_SIZE, 50, 100]}
              columnVisibilityModel={narrow ? NARROW_COLUMNS : ALL_COLUMNS}
              initialState={{
                pagination: { paginationModel: { pageSize: CARDS_PAGE_SIZE } },
                sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
              }}
              // The prop replaces the theme's pt-BR texts as a whole, so they are spread back in.
              localeText={{
                ...dataGridPtBR.components.MuiDataGrid.defaultProps.localeText,
                noRowsLabel: M.empty,
                noResultsOverlayLabel: M.empty,
              }}
              aria-label={M.tableTitle}
              sx={{
                '& .MuiDataGrid-columnHeaders': { textTransform: 'none' },
                '& .money-cell': { fontVariantNumeric: 'tabular-nums' },
              }}
            />
          )}
        </RowActionsContext.Provider>
      </Box>
      {dialogs.element}
      {deletedOpen && <DeletedBulletinsDialog team={team} onClose={() => setDeletedOpen(false)} />}
      <HomeNotice />
    </Paper>
  );
}
