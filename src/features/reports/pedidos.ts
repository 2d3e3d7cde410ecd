import * as useCases from '../../core/usecases';
import { WORKFLOW_MESSAGES } from '../../core/messages';
import type { ActingUser, PedidoTarget } from '../../core/workflow';
import { createAppAsyncThunk } from '../../shared/thunk';
import type { RowSelection } from '../../../workers/contract';

/**
 * SPEC §4, §7, D15: Atualizar Pedidos through core's use case: ONE multi-path write with the
 * full services array of each touched bulletin. Rejects with the SPEC §8 message.
 */
export const submitPedidos = createAppAsyncThunk(
  'reports/updatePedidos',
  async (
    input: { targets: PedidoTarget[]; pedido: string; user: ActingUser },
    { extra, rejectWithValue },
  ) => {
    try {
      const outcome = await useCases.updatePedidos(
        extra.invoices,
        input.targets,
        input.pedido,
        input.user,
      );
      if (!outcome.ok) {
        console.error('reports: pedido update refused', outcome.reason);
        // D51: a bulletin changed or deleted since the targets were read: nothing was written,
        // and the sentence names it.
        return rejectWithValue(outcome.conflict ? outcome.reason : WORKFLOW_MESSAGES.pedidosError);
      }
      return outcome.lines;
    } catch (error) {
      console.error('reports: pedido update failed', error);
      return rejectWithValue(WORKFLOW_MESSAGES.pedidosError);
    }
  },
);

/** The grid's selection model (DataGrid's include/exclude set of row ids). */
export interface GridSelection {
  type: 'include' | 'exclude';
  ids: ReadonlySet<string | number>;
}

/**
 * D49: the grid's selection as the worker takes it: row ids (identities in one result, never
 * positions on screen). 'exclude' keeps its meaning, every row of the current search but those,
 * and the worker resolves it against that search, so no id list is built here.
 */
export function toRowSelection(selection: GridSelection): RowSelection {
  return { type: selection.type, ids: [...selection.ids].map(Number) };
}

/** How many rows a selection holds (the Selecionados card). */
export function selectionSize(selection: GridSelection, total: number): number {
  return selection.type === 'include'
    ? selection.ids.size
    : Math.max(0, total - selection.ids.size);
}
