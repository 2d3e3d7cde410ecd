/**
 * Issue 15: reading what both adapters store under history/{team}/{key} and deleted/{team}
 * (layout.ts writes them) into the port's types. The stores give back plain JSON in which RTDB
 * may have turned a list into an object keyed "0","1",… (D1): `changes` and `into` are read
 * through core's `toList`. Anything that is not an object is no event.
 */
import { toList } from '../../src/core/lists';
import type {
  BulletinRef,
  DeletedBulletin,
  HistoryChange,
  HistoryEvent,
  RtdbList,
} from '../../src/core/model';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One bulletin's events as stored (keyed by revision), oldest first. */
export function eventsOf(node: unknown): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  for (const value of toList(node as RtdbList<unknown> | null)) {
    if (!isObject(value)) continue;
    const event = { ...value } as unknown as HistoryEvent;
    if (event.changes !== undefined) {
      event.changes = toList(event.changes as unknown as RtdbList<HistoryChange>);
    }
    if (event.into !== undefined) {
      event.into = toList(event.into as unknown as RtdbList<BulletinRef>);
    }
    events.push(event);
  }
  return events.sort((a, b) => a.rev - b.rev);
}

/** A team's removed bulletins as stored under deleted/{team}, newest first. */
export function deletedOf(team: string, node: unknown): DeletedBulletin[] {
  if (!isObject(node)) return [];
  const out: DeletedBulletin[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (!isObject(value)) continue;
    out.push({ ...(value as unknown as Omit<DeletedBulletin, 'team' | 'key'>), team, key });
  }
  return out.sort((a, b) => b.at - a.at || (a.key < b.key ? 1 : -1));
}
