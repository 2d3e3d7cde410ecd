import { formatInteger, formatMoneyCents } from '../../core/format';
import { compareNumbers, compareText } from '../../core/text';
import { TeamTable } from '../../ui/report';
import type { TeamTableColumn } from '../../ui/report';
import { BY_TEAM_COLUMNS, headerOf, nextSort } from '../../../workers/contract';
import type { ReportSortKeys, SortSpec, TeamGroup } from '../../../workers/contract';
import { BY_TEAM, COLUMNS } from './messages';

type GroupKey = ReportSortKeys['by-team'];

const COMPARE: Record<GroupKey, (a: TeamGroup, b: TeamGroup) => number> = {
  team: (a, b) => compareText(a.teamName, b.teamName),
  invoices: (a, b) => compareNumbers(a.invoices, b.invoices),
  value: (a, b) => compareNumbers(a.valueCents, b.valueCents),
};

/**
 * D22: with no sort chosen the groups are in team order, so the team header shows ascending and
 * its first click turns it descending (issue 22).
 */
export const BY_TEAM_DEFAULT_SORT: SortSpec<'by-team'> = { key: 'team', direction: 'asc' };

/**
 * D34: the (at most 17) groups in the order the worker sorts the grid's team groups: a stable
 * sort on top of the default team order; descending keeps ties in that order.
 */
export function orderGroups(
  groups: readonly TeamGroup[],
  sort: SortSpec<'by-team'> | null,
): TeamGroup[] {
  if (!sort) return [...groups];
  const compare = COMPARE[sort.key];
  const sign = sort.direction === 'desc' ? -1 : 1;
  return groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => sign * compare(a.group, b.group) || a.index - b.index)
    .map((entry) => entry.group);
}

/**
 * SPEC §2 by-team: the team groups, sortable by team, invoices or value (same header toggles,
 * a new one starts asc). The sort is the grid's too: the worker orders the groups' rows the same.
 */
export function ByTeamGroups({
  groups,
  sort,
  onSort,
  pendingRows,
}: {
  groups: readonly TeamGroup[];
  sort: SortSpec<'by-team'> | null;
  onSort: (sort: SortSpec<'by-team'>) => void;
  /** Issue 24: generating; a skeleton row per selected team stands for the groups. */
  pendingRows?: number;
}) {
  const C = {
    team: headerOf(BY_TEAM_COLUMNS, 'teamName'),
    invoices: COLUMNS.byTeam.invoices,
    value: headerOf(BY_TEAM_COLUMNS, 'valueCents'),
  };
  const shown = sort ?? BY_TEAM_DEFAULT_SORT;
  const header = (key: GroupKey) => ({
    active: shown.key === key,
    direction: shown.key === key ? shown.direction : ('asc' as const),
    onClick: () => onSort(nextSort(shown, key)),
  });
  const columns: TeamTableColumn<TeamGroup>[] = [
    { id: 'team', label: C.team, cell: (g) => g.teamName, sort: header('team') },
    {
      id: 'invoices',
      label: C.invoices,
      numeric: true,
      cell: (g) => formatInteger(g.invoices),
      sort: header('invoices'),
    },
    {
      id: 'value',
      label: C.value,
      numeric: true,
      cell: (g) => formatMoneyCents(g.valueCents),
      sort: header('value'),
    },
  ];
  return (
    <TeamTable
      title={BY_TEAM.groupsTitle}
      columns={columns}
      rows={orderGroups(groups, sort)}
      rowKey={(g) => g.team}
      dense
      pendingRows={pendingRows}
    />
  );
}
