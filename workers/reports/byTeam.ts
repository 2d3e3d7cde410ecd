import {
  NO_TEAM_LABEL,
  csvField,
  csvMoney,
  csvQuoted,
  formatDate,
  roundHalfAway,
} from '../../src/core';
import type { Dataset } from '../engine/dataset';
import type { RankKey } from '../engine/order';
import { rankNumbers } from '../engine/order';
import { CSV_HEADERS } from '../messages';
import { EOL, SEP, invoicesInPeriod, prepareSearch } from './common';
import type { ByTeamRow, ReportParams, ReportResult, TeamGroup } from './types';

/**
 * By-team report (SPEC §2): one row per accepted bulletin (D10) in the period, grouped by team,
 * in D22 order (team, then date). Search (SPEC §2): team, id, project, title, city. The sort
 * keys team, invoices and value reorder the team groups; rows inside a team keep date order
 * (D34). Averages divide by the teams with at least one bulletin in the result (D30).
 */
export function byTeamReport(data: Dataset, params: ReportParams): ReportResult<'by-team'> {
  const inPeriod = invoicesInPeriod(data, params);
  const search = prepareSearch(data, params.search);
  const { invId, invTeam, invValue } = data;
  const { project, title, pms, os, city } = data.invText;
  const order = data.invByTeamDate;
  const items = new Int32Array(order.length);
  const teamCount = data.teams.length;
  const groupInvoices = new Float64Array(teamCount);
  const groupValue = new Float64Array(teamCount);
  let count = 0;
  let totalValueCents = 0;
  for (let o = 0; o < order.length; o += 1) {
    const i = order[o] as number;
    if (!inPeriod[i]) continue;
    if (search) {
      const s = search.strings;
      const hit =
        search.teams[invTeam[i] as number] ||
        s[invId[i] as number] ||
        s[project[i] as number] ||
        s[title[i] as number] ||
        s[city[i] as number];
      if (!hit) continue;
    }
    items[count++] = i;
    const t = invTeam[i] as number;
    groupInvoices[t] = (groupInvoices[t] as number) + 1;
    groupValue[t] = (groupValue[t] as number) + (invValue[i] as number);
    totalValueCents += invValue[i] as number;
  }
  const rows = items.slice(0, count);

  // Groups in default order: by team name (D22, D33), only teams with bulletins in the result.
  const groups: TeamGroup[] = [];
  const teamsByName = Array.from({ length: teamCount }, (_, t) => t).sort(
    (a, b) =>
      (data.teamNameRank.ranks[a] as number) - (data.teamNameRank.ranks[b] as number) || a - b,
  );
  for (const t of teamsByName) {
    if ((groupInvoices[t] as number) === 0) continue;
    groups.push({
      team: data.teams[t] as string,
      teamName: teamLabel(data, t),
      invoices: groupInvoices[t] as number,
      valueCents: groupValue[t] as number,
    });
  }
  const teamsWithBulletins = groups.length;

  const text = data.strings.values;
  const row = (r: number): ByTeamRow => {
    const i = rows[r] as number;
    const t = invTeam[i] as number;
    return {
      id: r,
      team: data.teams[t] as string,
      teamName: teamLabel(data, t),
      date: data.invDate[i] as number,
      invoiceId: text[invId[i] as number] as string,
      project: text[project[i] as number] as string,
      title: text[title[i] as number] as string,
      pms: text[pms[i] as number] as string,
      os: text[os[i] as number] as string,
      city: text[city[i] as number] as string,
      valueCents: invValue[i] as number,
    };
  };

  // D34: a group key ranks each row by its team's group; the stable sort keeps date order.
  const groupKey = (perTeam: RankKey): RankKey => {
    const ranks = new Int32Array(count);
    for (let r = 0; r < count; r += 1) {
      ranks[r] = perTeam.ranks[invTeam[rows[r] as number] as number] as number;
    }
    return { ranks, max: perTeam.max };
  };

  return {
    kind: 'by-team',
    rowCount: count,
    summary: {
      cards: {
        totalTeams: teamsWithBulletins,
        totalInvoices: count,
        totalValueCents,
        averageValuePerTeamCents:
          teamsWithBulletins > 0 ? roundHalfAway(totalValueCents / teamsWithBulletins) : 0,
        averageInvoicesPerTeam: teamsWithBulletins > 0 ? count / teamsWithBulletins : 0,
      },
      groups,
    },
    row,
    sortKeys: {
      team: () => groupKey(data.teamNameRank),
      invoices: () => groupKey(rankNumbers(groupInvoices)),
      value: () => groupKey(rankNumbers(groupValue)),
    },
    csv: {
      headers: CSV_HEADERS['by-team'],
      line: (r) => {
        const x = row(r);
        return (
          csvQuoted(x.teamName) +
          SEP +
          formatDate(x.date) +
          SEP +
          csvField(x.invoiceId) +
          SEP +
          csvField(x.project) +
          SEP +
          csvField(x.title) +
          SEP +
          csvField(x.pms) +
          SEP +
          csvField(x.os) +
          SEP +
          csvField(x.city) +
          SEP +
          csvMoney(x.valueCents) +
          EOL
        );
      },
      footers: [],
    },
  };
}

/** SPEC §2: an unnamed team shows as 'Sem Equipe'; else its D32 name. */
function teamLabel(data: Dataset, team: number): string {
  return (data.teams[team] as string) === '' ? NO_TEAM_LABEL : (data.teamNames[team] as string);
}
