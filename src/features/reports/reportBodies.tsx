import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import type { ComponentType } from 'react';
import type { PaidRow, ReportKind } from '../../../workers/contract';
import { useAppDispatch } from '../../shared/hooks';
import { actingUser } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import { ByTeamGroups } from './ByTeamGroups';
import { ByTypeBody, MonthlyBody } from './ChartBodies';
import { CoelbaBody } from './CoelbaBody';
import { COLUMNS } from './messages';
import { openPaidPdf } from './pdf';
import { DailyBody, PaidSummaryBody } from './PerTeamBodies';
import { BY_CODE, BY_TEAM, FATURAMENTO_REAL, GENERAL, PAID } from './tableReports';
import type { TableReportDef, TableReportKind } from './tableReports';
import { TableReportBody } from './TableReportBody';
import type { TableReportBodyProps } from './TableReportBody';

/** What a result's grid (TableReportBody) and every body that has one are given. */
type ResultProps<K extends ReportKind> = Pick<
  TableReportBodyProps<K>,
  'handle' | 'version' | 'client' | 'sort' | 'onSortChange' | 'onError'
> & {
  /** Issue 24: the first result is being generated (`handle` is noResultHandle). */
  pending: boolean;
};

/** What the screen hands the body of report K's result (each body takes what it needs). */
export interface ReportBodyProps<K extends ReportKind> extends ResultProps<K> {
  user: SessionUser;
  reload: () => Promise<void>;
  /** The teams of the report being generated (a skeleton row each where one row is a team). */
  teams: number;
}

/** The screen's props that a grid takes, and only those (not the user, reload or teams). */
function resultProps<K extends ReportKind>(props: ReportBodyProps<K>): ResultProps<K> {
  const { handle, version, client, sort, onSortChange, onError, pending } = props;
  return { handle, version, client, sort, onSortChange, onError, pending };
}

/** The component that shows one report's result. */
export type ReportBody<K extends ReportKind> = ComponentType<ReportBodyProps<K>>;

/** A report shown as its cards and one grid, and nothing else. */
function tableBody<K extends TableReportKind>(kind: K, def: TableReportDef<K>): ReportBody<K> {
  return function PlainTableBody(props) {
    return <TableReportBody kind={kind} def={def} {...resultProps(props)} />;
  };
}

/** SPEC §2 Por Equipe: the team groups (sorted as the grid) above the grid. */
function ByTeamBody(props: ReportBodyProps<'by-team'>) {
  const { handle, sort, onSortChange, pending, teams } = props;
  return (
    <TableReportBody
      kind="by-team"
      def={BY_TEAM}
      {...resultProps(props)}
      before={
        <ByTeamGroups
          groups={handle.groups}
          sort={sort}
          onSort={onSortChange}
          pendingRows={pending ? teams : undefined}
        />
      }
    />
  );
}

/** SPEC §2 Pagos, with its PDF column (the handover needs the one bulletin, read by the thunk). */
function PaidBody(props: ReportBodyProps<'paid'>) {
  const { user } = props;
  const dispatch = useAppDispatch();
  const pdfColumn = useMemo<GridColDef<PaidRow>[]>(
    () => [
      {
        field: 'pdf',
        headerName: COLUMNS.paid.pdf,
        width: 72,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Tooltip title={`${COLUMNS.paid.pdf} ${row.invoiceId}`}>
            <IconButton
              size="small"
              aria-label={`${COLUMNS.paid.pdf} ${row.invoiceId}`}
              onClick={() =>
                void dispatch(
                  openPaidPdf({
                    team: row.team,
                    key: row.key,
                    user: actingUser(user),
                  }),
                )
              }
            >
              <PictureAsPdfOutlinedIcon fontSize="small" color="error" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [dispatch, user],
  );
  return (
    <TableReportBody kind="paid" def={PAID} {...resultProps(props)} extraColumns={pdfColumn} />
  );
}

/**
 * The loaded state of each report (SPEC §2), by report id: one entry per report, typed by it,
 * so each body gets its own report's handle and sort. Each is memoized: the screen re-renders on
 * every progress tick of a load, and a table report's grid stays mounted under it (issue 17).
 */
export const REPORT_BODIES: { readonly [K in ReportKind]: ReportBody<K> } = {
  general: memo(tableBody('general', GENERAL)),
  'by-code': memo(tableBody('by-code', BY_CODE)),
  'by-team': memo(ByTeamBody),
  'by-type': memo(function ByType({ handle }: ReportBodyProps<'by-type'>) {
    return <ByTypeBody handle={handle} />;
  }),
  coelba: memo(function Coelba(props: ReportBodyProps<'coelba'>) {
    return (
      <CoelbaBody {...resultProps(props)} user={actingUser(props.user)} reload={props.reload} />
    );
  }),
  paid: memo(PaidBody),
  'paid-summary': memo(function PaidSummary(props: ReportBodyProps<'paid-summary'>) {
    const { handle, version, client, onError } = props;
    return <PaidSummaryBody handle={handle} version={version} client={client} onError={onError} />;
  }),
  daily: memo(function Daily({ handle, version, client, onError }: ReportBodyProps<'daily'>) {
    return <DailyBody handle={handle} version={version} client={client} onError={onError} />;
  }),
  monthly: memo(function Monthly({ handle }: ReportBodyProps<'monthly'>) {
    return <MonthlyBody handle={handle} />;
  }),
  'faturamento-real': memo(tableBody('faturamento-real', FATURAMENTO_REAL)),
};
