import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import FormatListBulletedRoundedIcon from '@mui/icons-material/FormatListBulletedRounded';
import PlaylistAddCheckRoundedIcon from '@mui/icons-material/PlaylistAddCheckRounded';
import RemoveDoneRoundedIcon from '@mui/icons-material/RemoveDoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridRenderCellParams, GridLocaleText, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatInteger, formatMoneyCents } from '../../core/format';
import { VALIDATION_MESSAGES, WORKFLOW_MESSAGES, pedidosSuccessMessage } from '../../core/messages';
import type { ActingUser } from '../../core/workflow';
import { useAppDispatch } from '../../shared/hooks';
import type { ReportClient } from '../../../workers/client';
import { isStaleReportError } from '../../../workers/contract';
import type { CoelbaRow, ReportHandle, SortSpec } from '../../../workers/contract';
import type { SelectionColumn } from '../../ui/report';
import { CoelbaSourceLinesDialog } from './CoelbaSourceLinesDialog';
import { CARDS, COELBA, COLUMNS, LINKS } from './messages';
import { selectionSize, submitPedidos, toRowSelection } from './pedidos';
import { COELBA_TABLE } from './tableReports';
import type { TableReportDef } from './tableReports';
import { TableReportBody } from './TableReportBody';

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** D49: the header checkbox acts on the page shown, and its name says so. */
const CHECKBOX_LOCALE: Partial<GridLocaleText> = {
  checkboxSelectionSelectAllRows: COELBA.selectPage,
  checkboxSelectionUnselectAllRows: COELBA.unselectPage,
};

/** SPEC §2 'Selecione': the column's title beside the page's checkbox. */
const SELECT_COLUMN: SelectionColumn = { headerName: COLUMNS.coelba.select, width: 132 };

/**
 * Issue 22: Coelba's grid with a 'Linhas de origem' button in each row's Planilhas cell (the
 * row aggregates several bulletins' lines, D15): `onOpen` shows them.
 */
function withSourceLinesButton(onOpen: (row: CoelbaRow) => void): TableReportDef<'coelba'> {
  return {
    ...COELBA_TABLE,
    columns: COELBA_TABLE.columns.map((column) =>
      column.field === 'planilhas'
        ? {
            ...column,
            renderCell: ({ row, value, tabIndex }: GridRenderCellParams<CoelbaRow>) => {
              const label = LINKS.sourceLinesOf(row.code, row.city);
              return (
                <Box
                  component="span"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
                >
                  <Tooltip title={label} disableInteractive>
                    <IconButton
                      size="small"
                      tabIndex={tabIndex}
                      aria-label={label}
                      aria-haspopup="dialog"
                      onClick={() => onOpen(row)}
                      data-testid="coelba-source-lines"
                      sx={{ p: '4px', color: 'primary.main' }}
                    >
                      <FormatListBulletedRoundedIcon sx={{ fontSize: 18 }} />
                    </IconButton>
                  </Tooltip>
                  {/* The whole list on hover, as the grid's own text cells have it. */}
                  <Box
                    component="span"
                    title={String(value ?? '')}
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {String(value ?? '')}
                  </Box>
                </Box>
              );
            },
          }
        : column,
    ),
  };
}

/** The browser dialogs of SPEC §5, read at call time so tests can spy on them. */
const dialogs = {
  alert: (message: string) => window.alert(message),
  confirm: (message: string) => window.confirm(message),
  prompt: (message: string) => window.prompt(message),
};

interface CoelbaBodyProps {
  handle: ReportHandle<'coelba'>;
  version: number;
  client: ReportClient;
  sort: SortSpec<'coelba'> | null;
  onSortChange: (sort: SortSpec<'coelba'> | null) => void;
  onError: (error: unknown) => void;
  user: ActingUser;
  /** Regenerates with the last filters (after a successful update). */
  reload: () => Promise<void>;
  /** Issue 24: the first result is being generated (TableReportBody's `pending`). */
  pending?: boolean;
}

/**
 * SPEC §2 Coelba: the grid with its Selecione column, selection across pages (Selecionar Todos /
 * Desmarcar Todos), the three footer rows, and Atualizar Pedidos (SPEC §5 confirm and prompt,
 * SPEC §7 one multi-path write, reload, clear, alert with the count).
 */
export function CoelbaBody({
  handle,
  version,
  client,
  sort,
  onSortChange,
  onError,
  user,
  reload,
  pending = false,
}: CoelbaBodyProps) {
  const dispatch = useAppDispatch();
  // D49: row ids name rows of one result (handle.run). A sort or a page change keeps the
  // result, and so the selection; a new search or Gerar Relatório is a new result: cleared.
  const [selection, setSelection] = useState<{ run: number; model: GridRowSelectionModel }>({
    run: handle.run,
    model: EMPTY,
  });
  const [busy, setBusy] = useState(false);
  // Issue 22: the row whose source lines are shown, with the result it belongs to.
  const [sourceOf, setSourceOf] = useState<{ run: number; row: CoelbaRow } | null>(null);
  const { run: currentRun } = handle;
  const def = useMemo(
    () => withSourceLinesButton((row) => setSourceOf({ run: currentRun, row })),
    [currentRun],
  );
  const model = selection.run === handle.run ? selection.model : EMPTY;
  const select = (next: GridRowSelectionModel) => setSelection({ run: handle.run, model: next });
  const count = selectionSize(model, handle.total);

  const update = async () => {
    if (count === 0) {
      dialogs.alert(VALIDATION_MESSAGES.pedidoSelectionRequired);
      return;
    }
    const { run } = handle;
    const chosen = toRowSelection(model);
    setBusy(true);
    try {
      // The same dialog as SPEC's question shows what the write will change (issue 21).
      const preview = await client.previewPedidos(run, chosen);
      if (!dialogs.confirm(`${VALIDATION_MESSAGES.pedidoConfirm}\n\n${COELBA.preview(preview)}`)) {
        return;
      }
      const pedido = dialogs.prompt(VALIDATION_MESSAGES.pedidoPrompt);
      // SPEC §5: cancelling the prompt aborts; a blank answer resets the lines (D15).
      if (pedido === null) return;
      // Read afresh and checked against what the report showed: a changed line writes nothing.
      const targets = await client.pedidoTargets(run, chosen);
      const written = await dispatch(submitPedidos({ targets, pedido, user })).unwrap();
      await reload();
      select(EMPTY);
      dialogs.alert(pedidosSuccessMessage(written));
    } catch (error) {
      console.error('reports: Atualizar Pedidos failed', error);
      if (isStaleReportError(error)) dialogs.alert(COELBA.stale);
      else dialogs.alert(typeof error === 'string' ? error : WORKFLOW_MESSAGES.pedidosError);
    } finally {
      setBusy(false);
    }
  };

  const { footers } = handle;
  const footerRow = (label: string, cents: number, testId: string) => (
    <TableRow data-testid={testId}>
      <TableCell sx={{ fontWeight: 700, width: '60%' }}>{label}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {formatMoneyCents(cents)}
      </TableCell>
    </TableRow>
  );

  return (
    <TableReportBody
      kind="coelba"
      def={def}
      handle={handle}
      version={version}
      client={client}
      sort={sort}
      onSortChange={onSortChange}
      onError={onError}
      selectionColumn={SELECT_COLUMN}
      extraCards={[{ label: CARDS.coelba.selected, value: formatInteger(count), tone: 'warning' }]}
      localeText={CHECKBOX_LOCALE}
      pending={pending}
      gridProps={{
        checkboxSelection: true,
        // D49: the header checkbox selects the page shown (the rows the server-mode grid
        // holds), never MUI's 'every row' exclude model.
        disableRowSelectionExcludeModel: true,
        keepNonExistentRowsSelected: true,
        rowSelectionModel: model,
        onRowSelectionModelChange: select,
      }}
      before={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button
            variant="outlined"
            startIcon={<DoneAllRoundedIcon />}
            // D49: every row of the current search, on every page.
            onClick={() => select({ type: 'exclude', ids: new Set() })}
            disabled={handle.total === 0 || busy}
          >
            {COELBA.selectAll}
          </Button>
          <Button
            variant="outlined"
            startIcon={<RemoveDoneRoundedIcon />}
            onClick={() => select(EMPTY)}
            disabled={count === 0 || busy}
          >
            {COELBA.clearAll}
          </Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<PlaylistAddCheckRoundedIcon />}
            onClick={() => void update()}
            disabled={busy}
          >
            {busy ? COELBA.updating : COELBA.updatePedidos}
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ pl: { sm: 1 } }}>
            {COELBA.selectedCount(formatInteger(count))}
          </Typography>
        </Stack>
      }
      after={
        <>
          {sourceOf && (
            <CoelbaSourceLinesDialog
              client={client}
              run={sourceOf.run}
              row={sourceOf.row}
              onClose={() => setSourceOf(null)}
            />
          )}
          <Paper variant="outlined" sx={{ maxWidth: 560, ml: 'auto !important', width: '100%' }}>
            <Table size="small" aria-label={COELBA.footerTotal}>
              <TableBody>
                {footerRow(COELBA.footerTotal, footers.totalCents, 'coelba-footer-total')}
                {footerRow(COELBA.footerPaid, footers.paidCents, 'coelba-footer-paid')}
                {footerRow(COELBA.footerUnpaid, footers.unpaidCents, 'coelba-footer-unpaid')}
              </TableBody>
            </Table>
          </Paper>
        </>
      }
    />
  );
}
