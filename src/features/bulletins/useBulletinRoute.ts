import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { bulletinPath, readHandover } from '../../shared/bulletinHandover';
import type { BulletinHandover, HandoverTarget } from '../../shared/bulletinHandover';

/** Which bulletin /edit or /pdf shows, and the handover that may paint it first. */
export interface BulletinRoute {
  team: string | null;
  key: string | null;
  /** The session-storage handover of THIS bulletin, or null (none, or another bulletin's). */
  handover: BulletinHandover | null;
}

/** A query parameter, with an empty value (`?team=`) read as absent. */
function param(params: URLSearchParams, name: string): string | null {
  return params.get(name) || null;
}

/**
 * SPEC §2: the bulletin of /edit and /pdf, from the URL and the session-storage handover
 * (src/shared/bulletinHandover.ts), with ONE precedence for both screens:
 *
 * 1. The URL identifies the bulletin: `?team=…&key=…` is what the screen shows, whatever the
 *    handover holds.
 * 2. The handover counts only when it agrees with every parameter the URL has (readHandover's
 *    `expected`); it then supplies what the URL lacks (a bare `/edit`, or a URL with only one of
 *    the two) and is the first paint. A handover of another bulletin is ignored, never mixed in:
 *    `?team=A` with a handover of team B's bulletin is "not found", not B's key under team A.
 * 3. When the handover supplied something, the URL is replaced by the full one, so a reload or a
 *    copied link opens the same bulletin without the handover.
 *
 * The screens still read the record itself (InvoiceRepo.get): the handover is only what they
 * paint while it loads, and where it says the opener already asked for the password (D26).
 */
export function useBulletinRoute(target: HandoverTarget): BulletinRoute {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const urlTeam = param(params, 'team');
  const urlKey = param(params, 'key');
  const handover = useMemo(
    () => readHandover(target, { team: urlTeam, key: urlKey }),
    [target, urlTeam, urlKey],
  );
  const team = urlTeam ?? handover?.team ?? null;
  const key = urlKey ?? handover?.key ?? null;
  const urlComplete = urlTeam !== null && urlKey !== null;
  useEffect(() => {
    if (!urlComplete && team && key) navigate(bulletinPath(target, team, key), { replace: true });
  }, [urlComplete, target, team, key, navigate]);
  return { team, key, handover };
}
