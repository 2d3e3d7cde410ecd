import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import PlaylistAddCheckRoundedIcon from '@mui/icons-material/PlaylistAddCheckRounded';
import RemoveDoneRoundedIcon from '@mui/icons-material/RemoveDoneRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import {
  VALIDATION_MESSAGES,
  WORKFLOW_MESSAGES,
  formatInteger,
  formatMoneyCents,
  pedidosSuccessMessage,
} from '../../core';
import type { ActingUser } from '../../core';
import { useAppDispatch } from '../../app/hooks';
import type { ReportClient } from '../../../workers/client';
import type { SortSpec } from '../../../workers/reportServer';
import type { CoelbaRow, ReportHandle } from '../../../workers/reports/types';
import { CARDS, COELBA, COLUMNS } from './messages';
import { selectedRowIds, selectionSize, submitPedidos } from './pedidos';
import { COELBA_TABLE } from './tableReports';
import { TableReportBody } from './TableReportBody';

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

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
}: CoelbaBodyProps) {
  const dispatch = useAppDispatch();
  const [selection, setSelection] = useState<{ version: number; model: GridRowSelectionModel }>({
    version,
    model: EMPTY,
  });
  const [busy, setBusy] = useState(false);
  // Row ids are positions in the result: a new result (search, reload) starts unselected.
  const model = selection.version === version ? selection.model : EMPTY;
  const count = selectionSize(model, handle.total);

  const extraColumns = useMemo<GridColDef<CoelbaRow>[]>(
    () => [{ ...GRID_CHECKBOX_SELECTION_COL_DEF, headerName: COLUMNS.coelba.select, width: 84 }],
    [],
  );

  const update = async () => {
    if (count === 0) {
      dialogs.alert(VALIDATION_MESSAGES.pedidoSelectionRequired);
      return;
    }
    if (!dialogs.confirm(VALIDATION_MESSAGES.pedidoConfirm)) return;
    const pedido = dialogs.prompt(VALIDATION_MESSAGES.pedidoPrompt);
    // SPEC §5: cancelling the prompt aborts; a blank answer resets the lines (D15).
    if (pedido === null) return;
    setBusy(true);
    try {
      const targets = await client.pedidoTargets(selectedRowIds(model, handle.total));
      await dispatch(submitPedidos({ targets, pedido, user })).unwrap();
      await reload();
      setSelection({ version, model: EMPTY });
      dialogs.alert(pedidosSuccessMessage(count));
    } catch (error) {
      console.error('reports: Atualizar Pedidos failed', error);
      dialogs.alert(typeof error === 'string' ? error : WORKFLOW_MESSAGES.pedidosError);
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
      def={COELBA_TABLE}
      handle={handle}
      version={version}
      client={client}
      sort={sort}
      onSortChange={onSortChange}
      onError={onError}
      extraColumns={extraColumns}
      extraCards={[{ label: CARDS.coelba.selected, value: formatInteger(count), tone: 'warning' }]}
      gridProps={{
        checkboxSelection: true,
        keepNonExistentRowsSelected: true,
        rowSelectionModel: model,
        onRowSelectionModelChange: (next) => setSelection({ version, model: next }),
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
            onClick={() => setSelection({ version, model: { type: 'exclude', ids: new Set() } })}
            disabled={handle.total === 0 || busy}
          >
            {COELBA.selectAll}
          </Button>
          <Button
            variant="outlined"
            startIcon={<RemoveDoneRoundedIcon />}
            onClick={() => setSelection({ version, model: EMPTY })}
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
          <Typography variant="body2" color="text.secondary" sx={{ pl: { sm: 1 } }}>
            {COELBA.selectedCount(formatInteger(count))}
          </Typography>
        </Stack>
      }
      after={
        <Paper variant="outlined" sx={{ maxWidth: 560, ml: 'auto !important', width: '100%' }}>
          <Table size="small" aria-label={COELBA.footerTotal}>
            <TableBody>
              {footerRow(COELBA.footerTotal, footers.totalCents, 'coelba-footer-total')}
              {footerRow(COELBA.footerPaid, footers.paidCents, 'coelba-footer-paid')}
              {footerRow(COELBA.footerUnpaid, footers.unpaidCents, 'coelba-footer-unpaid')}
            </TableBody>
          </Table>
        </Paper>
      }
    />
  );
}
