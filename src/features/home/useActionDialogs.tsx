import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../core/format';
import type { Invoice } from '../../core/model';
import { isChecked } from '../../core/status';
import { invoiceIdOf } from '../../core/fields';
import { parseNumber } from '../../core/numbers';
import type { HistoryEvent } from '../../core/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { HistoryDialog } from '../../ui/HistoryDialog';
import type { ConfirmDialogProps } from '../../ui/ConfirmDialog';
import { PromptDialog } from '../../ui/PromptDialog';
import type { PromptDialogProps } from '../../ui/PromptDialog';
import { DarBaixaPrompt } from './DarBaixaPrompt';
import type { PedidoAnswer } from './DarBaixaPrompt';
import { HOME_MESSAGES as M } from './messages';
import { ReturnReasonDialog } from './ReturnReasonDialog';
import type { ReturnReasonDialogProps } from './ReturnReasonDialog';

export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'title' | 'message' | 'confirmLabel' | 'destructive'
>;
/** Issue 15: the return's question: which bulletin, and how to write it with the reason. */
export type ReturnReasonOptions = Pick<ReturnReasonDialogProps, 'invoiceId' | 'submit'>;
/** Issue 15: a bulletin's history: its number, a line under the title, and its reader. */
export interface HistoryOptions {
  bulletinId: string;
  subtitle?: string;
  load: () => Promise<readonly HistoryEvent[]>;
}
export type PromptOptions = Pick<
  PromptDialogProps,
  'title' | 'message' | 'label' | 'type' | 'confirmLabel' | 'validate'
>;

type Request = { id: number } & (
  | ({ kind: 'confirm'; resolve: (ok: boolean) => void } & ConfirmOptions)
  | ({ kind: 'prompt'; resolve: (value: string | null) => void } & PromptOptions)
  | { kind: 'checkedBy'; invoice: Invoice; resolve: () => void }
  | { kind: 'pedido'; title: string; resolve: (answer: PedidoAnswer) => void }
  | ({ kind: 'returnReason'; resolve: (written: boolean) => void } & ReturnReasonOptions)
  | ({ kind: 'history'; resolve: () => void } & HistoryOptions)
);

let requestCounter = 0;

/** The questions the table's actions ask, as promises; `element` renders the open one. */
export interface ActionDialogs {
  /** Resolves true on confirm, false on cancel or Esc. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Resolves with the text (maybe blank), or null on cancel or Esc. */
  prompt: (options: PromptOptions) => Promise<string | null>;
  /** SPEC §6 (admin): who checked the bulletin and when. */
  showCheckedBy: (invoice: Invoice) => Promise<void>;
  /** D14, issue 23: one Dar Baixa prompt (pedido, 'Pular' or 'Cancelar'). */
  askPedido: (title: string) => Promise<PedidoAnswer>;
  /**
   * Issue 15: asks the return's reason and writes it through `submit`; resolves true once
   * written, false when cancelled (a refused or failed write keeps the dialog open).
   */
  askReturnReason: (options: ReturnReasonOptions) => Promise<boolean>;
  /** Issue 15: the Histórico dialog of one bulletin; resolves when it is closed. */
  showHistory: (options: HistoryOptions) => Promise<void>;
  element: ReactNode;
}

/** The local time of a stored checked_at (ms, or a numeric text), for the admin's view. */
function checkedAtText(value: unknown): string | null {
  let ms = typeof value === 'number' ? value : parseNumber(value);
  // Older records may hold an ISO text instead of milliseconds.
  if (ms <= 0 && typeof value === 'string') ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms <= 0) return null;
  return formatDateTime(ms, -new Date(ms).getTimezoneOffset());
}

/**
 * MUI dialogs instead of window.confirm / window.prompt (accessible, Enter confirms, Esc
 * cancels), one at a time, each answered through the promise its opener awaits.
 */
export function useActionDialogs(): ActionDialogs {
  const [request, setRequest] = useState<Request | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        setRequest({ id: ++requestCounter, kind: 'confirm', ...options, resolve }),
      ),
    [],
  );
  const prompt = useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) =>
        setRequest({ id: ++requestCounter, kind: 'prompt', ...options, resolve }),
      ),
    [],
  );
  const showCheckedBy = useCallback(
    (invoice: Invoice) =>
      new Promise<void>((resolve) =>
        setRequest({ id: ++requestCounter, kind: 'checkedBy', invoice, resolve }),
      ),
    [],
  );
  const askPedido = useCallback(
    (title: string) =>
      new Promise<PedidoAnswer>((resolve) =>
        setRequest({ id: ++requestCounter, kind: 'pedido', title, resolve }),
      ),
    [],
  );
  const askReturnReason = useCallback(
    (options: ReturnReasonOptions) =>
      new Promise<boolean>((resolve) =>
        setRequest({ id: ++requestCounter, kind: 'returnReason', ...options, resolve }),
      ),
    [],
  );
  const showHistory = useCallback(
    (options: HistoryOptions) =>
      new Promise<void>((resolve) =>
        setRequest({ id: ++requestCounter, kind: 'history', ...options, resolve }),
      ),
    [],
  );
  const close = useCallback(() => setRequest(null), []);

  // Issue 16: the host is one unkeyed element, so the keys inside it (one per request, to start
  // each question blank) never meet the keys of whatever the caller renders beside it. A dialog
  // keyed 1 beside the notice snackbar keyed 1 left React unable to tell them apart: the dialog
  // stayed on screen after its answer and no button, Esc or backdrop could close it.
  const element = useMemo(
    () => (request ? <ActionDialog request={request} onAnswered={close} /> : null),
    [request, close],
  );

  return { confirm, prompt, showCheckedBy, askPedido, askReturnReason, showHistory, element };
}

/** The open request's dialog; answering closes it first, then resolves the opener's promise. */
function ActionDialog({ request, onAnswered }: { request: Request; onAnswered: () => void }) {
  const answer = <T,>(resolve: (value: T) => void, value: T) => {
    onAnswered();
    resolve(value);
  };
  if (request.kind === 'confirm') {
    const { resolve, kind: _kind, id, ...props } = request;
    return (
      <ConfirmDialog
        key={id}
        open
        {...props}
        onConfirm={() => answer(resolve, true)}
        onCancel={() => answer(resolve, false)}
      />
    );
  }
  if (request.kind === 'prompt') {
    const { resolve, kind: _kind, id, ...props } = request;
    return (
      <PromptDialog
        key={id}
        open
        {...props}
        onSubmit={(value) => answer(resolve, value)}
        onCancel={() => answer(resolve, null)}
      />
    );
  }
  if (request.kind === 'pedido') {
    const { title, resolve, id } = request;
    return <DarBaixaPrompt key={id} title={title} onAnswer={(pedido) => answer(resolve, pedido)} />;
  }
  if (request.kind === 'returnReason') {
    const { invoiceId, submit, resolve, id } = request;
    return (
      <ReturnReasonDialog
        key={id}
        invoiceId={invoiceId}
        submit={submit}
        onDone={(written) => answer(resolve, written)}
      />
    );
  }
  if (request.kind === 'history') {
    const { bulletinId, subtitle, load, resolve, id } = request;
    return (
      <HistoryDialog
        key={id}
        bulletinId={bulletinId}
        subtitle={subtitle}
        load={load}
        onClose={() => answer(resolve, undefined)}
      />
    );
  }
  const { invoice, resolve, id } = request;
  return <CheckedByDialog key={id} invoice={invoice} onClose={() => answer(resolve, undefined)} />;
}

/** SPEC §6 (admin): who checked the bulletin and when. */
function CheckedByDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const titleId = useId();
  const by = typeof invoice.checked_by === 'string' ? invoice.checked_by.trim() : '';
  const at = checkedAtText(invoice.checked_at);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{M.checkedByTitle(invoiceIdOf(invoice))}</DialogTitle>
      <DialogContent>
        {isChecked(invoice) || by || at ? (
          <dl style={{ margin: 0 }} data-testid="checked-by">
            <Typography component="dt" variant="caption" color="textSecondary">
              {M.checkedBy}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1.5, fontWeight: 600 }}>
              {by || M.unknown}
            </Typography>
            <Typography component="dt" variant="caption" color="textSecondary">
              {M.checkedAt}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {at ?? M.unknown}
            </Typography>
          </dl>
        ) : (
          <Typography>{M.notChecked}</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {M.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
