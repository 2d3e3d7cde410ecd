import { WORKFLOW_MESSAGES, useCases } from '../../core';
import type { ActingUser, PedidoTarget } from '../../core';
import { createAppAsyncThunk } from '../../app/thunk';

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
        return rejectWithValue(WORKFLOW_MESSAGES.pedidosError);
      }
      return outcome.lines;
    } catch (error) {
      console.error('reports: pedido update failed', error);
      return rejectWithValue(WORKFLOW_MESSAGES.pedidosError);
    }
  },
);

/** The selected Coelba rows as ids: an include list, or every row but an exclude list. */
export function selectedRowIds(
  selection: { type: 'include' | 'exclude'; ids: ReadonlySet<string | number> },
  total: number,
): number[] {
  if (selection.type === 'include') return [...selection.ids].map(Number).sort((a, b) => a - b);
  const ids: number[] = [];
  for (let id = 0; id < total; id += 1) if (!selection.ids.has(id)) ids.push(id);
  return ids;
}

/** How many rows a selection holds. */
export function selectionSize(
  selection: { type: 'include' | 'exclude'; ids: ReadonlySet<string | number> },
  total: number,
): number {
  return selection.type === 'include'
    ? selection.ids.size
    : Math.max(0, total - selection.ids.size);
}
