import { createAppAsyncThunk } from '../../shared/thunk';
import { handOverForPdf } from '../../shared/bulletinHandover';
import type { HandoverUser } from '../../shared/bulletinHandover';

/**
 * SPEC §2 Pagos: the PDF button stores the invoice in session storage and opens /pdf in a new
 * tab. The row holds only its team and key (rows never carry raw invoices), so the one bulletin
 * is read here, through the port.
 */
export const openPaidPdf = createAppAsyncThunk(
  'reports/openPaidPdf',
  async (input: { team: string; key: string; user?: HandoverUser }, { extra, rejectWithValue }) => {
    const entry = await extra.invoices.get(input.team, input.key);
    if (!entry) return rejectWithValue('not found');
    handOverForPdf(entry, input.user);
  },
);
