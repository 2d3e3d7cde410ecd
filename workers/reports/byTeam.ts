import { roundHalfAway } from '../../src/core/numbers';
import type { Dataset } from '../engine/dataset';
import type { RankKey } from '../engine/order';
import { rankNumbers } from '../engine/order';
import type { ReportParams, TeamGroup } from '../contract';
import { invoicesInPeriod } from './common';
import type { ReportResult } from './result';
import { itemTable, schemaSearch } from './table';

/**
 * By-team report (SPEC §2): one row per accepted bulletin (D10) in the period, grouped by team,
 * in D22 order (team, then date). Search (SPEC §2): the schema's searched columns team, id,
 * project, title, city. The sort keys team, invoices and value reorder the team groups; rows
 * inside a team keep date order (D34). Averages divide by the teams with at least one bulletin
 * in the result (D30).
 */
export function byTeamReport(data: Dataset, params: ReportParams): ReportResult<'by-team'> {
  const inPeriod = invoicesInPeriod(data, params);
  // Stryker disable next-line StringLiteral: schemaSearch tells a line's level ('line') from any other, so a bulletin level named otherwise searches the same
  const search = schemaSearch(data, 'by-team', 'invoice', params.search);
  const { invTeam, invValue } = data;
  const order = data.invByTeamDate;
  const items = new Int32Array(order.length);
  const teamCount = data.teams.length;
  const groupInvoices = new Float64Array(teamCount);
  const groupValue = new Float64Array(teamCount);
  let count = 0;
  let totalValueCents = 0;
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, and inPeriod[undefined] is undefined, so it is skipped
  for (let o = 0; o < order.length; o += 1) {
    const i = order[o] as number;
    if (!inPeriod[i] || (search && !search[i])) continue;
    items[count++] = i;
    const t = invTeam[i] as number;
    const value = invValue[i] as number;
    groupInvoices[t] = (groupInvoices[t] as number) + 1;
    groupValue[t] = (groupValue[t] as number) + value;
    totalValueCents += value;
  }
  // Stryker disable next-line MethodExpression: the rows past count are never read (rowCount is count, every order and page stop there), and a rank over more items orders the first count the same
  const rows = items.slice(0, count);

  // Groups in default order: by team name (D22, D33), only teams with bulletins in the result.
  const nameRank = data.teamNameRank.ranks;
  const groups: TeamGroup[] = Array.from({ length: teamCount }, (_, t) => t)
    .sort((a, b) => (nameRank[a] as number) - (nameRank[b] as number) || a - b)
    .filter((t) => groupInvoices[t] !== 0)
    .map((t) => ({
      team: data.teams[t] as string,
      teamName: data.teamLabels[t] as string,
      invoices: groupInvoices[t] as number,
      valueCents: groupValue[t] as number,
    }));
  const teamsWithBulletins = groups.length;

  // D34: a group key ranks each row by its team's group; the stable sort keeps date order.
  const groupKey = (perTeam: RankKey): RankKey => ({
    ranks: rows.map((i) => perTeam.ranks[invTeam[i] as number] as number),
    max: perTeam.max,
  });

  const table = itemTable('by-team', data, 'invoice', rows);
  return {
    kind: 'by-team',
    rowCount: count,
    summary: {
      cards: {
        totalTeams: teamsWithBulletins,
        totalInvoices: count,
        totalValueCents,
        averageValuePerTeamCents:
          // Stryker disable next-line ConditionalExpression,EqualityOperator: with no team, 0 ÷ 0 is NaN, which roundHalfAway already makes 0
          teamsWithBulletins > 0 ? roundHalfAway(totalValueCents / teamsWithBulletins) : 0,
        averageInvoicesPerTeam: teamsWithBulletins > 0 ? count / teamsWithBulletins : 0,
      },
      groups,
    },
    row: table.row,
    column: table.column,
    sortKeys: {
      team: () => groupKey(data.teamNameRank),
      invoices: () => groupKey(rankNumbers(groupInvoices)),
      value: () => groupKey(rankNumbers(groupValue)),
    },
    csv: table.csv,
    footers: table.footers,
  };
}
