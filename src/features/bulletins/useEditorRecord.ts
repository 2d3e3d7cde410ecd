import { useCallback, useEffect, useRef, useState } from 'react';
import type { Invoice, InvoiceEntry } from '../../core/model';
import type { Refusal } from '../../core/workflow';
import { useAppDispatch } from '../../shared/hooks';
import { changedSections, sectionSnapshot } from './lines';
import type { EditorSection } from './lines';
import { loadBulletin, watchBulletin } from './thunks';

/** The fields each section's save writes (SPEC §7), so a save refreshes only what it wrote. */
const SECTION_FIELDS: Readonly<Record<EditorSection, readonly (keyof Invoice)[]>> = {
  header: ['header', 'date', 'editedBy'],
  services: ['services', 'total', 'total_wfactor', 'editedBy'],
  photos: ['photos'],
  materials: ['materials'],
};

export type RecordStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** A change saved elsewhere since the editor read the bulletin. */
export type Conflict = { kind: 'changed'; sections: EditorSection[] } | { kind: 'removed' };

/**
 * The editor's record: read by team and key (InvoiceRepo.get), painted first from `firstPaint`
 * (the session-storage handover's copy of this record, useBulletinRoute). `base` is the version
 * the screen shows and, once `status` is 'ready' (P47: the first read arrived), edits from;
 * while the editor is open it follows the stored record live (P58): `latest` is the record as
 * stored now, and any section changed elsewhere is reported, so a save never silently
 * overwrites it.
 */
export function useEditorRecord(
  team: string | null,
  key: string | null,
  firstPaint: Invoice | null = null,
) {
  const dispatch = useAppDispatch();
  const [base, setBase] = useState<Invoice | null>(team && key ? firstPaint : null);
  const [status, setStatus] = useState<RecordStatus>(team && key ? 'loading' : 'notFound');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // Issue 15: the record as last read, whatever the forms hold: what the workflow says about it
  // now (the last return's reason goes once it is forwarded again, elsewhere).
  const [latest, setLatest] = useState<Invoice | null>(null);
  // Bumped on every full read, so the forms start again from the record read.
  const [version, setVersion] = useState(0);
  const baseRef = useRef<Invoice | null>(base);
  // While a save runs, a re-read would see our own write before `base` follows it.
  const savingRef = useRef(0);

  /** Takes a fresh read as what the screen shows (or says it is gone). */
  const apply = useCallback((entry: InvoiceEntry | null) => {
    if (!entry) {
      setStatus('notFound');
      return;
    }
    baseRef.current = entry.invoice;
    setBase(entry.invoice);
    setLatest(entry.invoice);
    setVersion((v) => v + 1);
    setConflict(null);
    setStatus('ready');
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`bulletin ${team}/${key}:`, error);
      setStatus('error');
    },
    [team, key],
  );

  const load = useCallback(async () => {
    if (!team || !key) return;
    // 'Tentar novamente' after a failed read: the screen waits for it again.
    setStatus((current) => (current === 'error' ? 'loading' : current));
    await dispatch(loadBulletin(team, key)).then(apply, fail);
  }, [dispatch, team, key, apply, fail]);

  useEffect(() => {
    if (!team || !key) return;
    let live = true;
    dispatch(loadBulletin(team, key)).then(
      (entry) => live && apply(entry),
      (error: unknown) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [dispatch, team, key, apply, fail]);

  // P58: the stored bulletin, live, once the first read has arrived: every change made
  // elsewhere is `latest` at once (the status, the rights, the last return); a section it
  // changed is a conflict, and so is its removal. A save's own write is heard too, and is no
  // conflict (the save then takes what it wrote as the base).
  useEffect(() => {
    if (status !== 'ready' || !team || !key) return;
    return dispatch(
      watchBulletin(
        team,
        key,
        (entry) => {
          if (savingRef.current > 0) {
            if (entry) setLatest(entry.invoice);
            return;
          }
          if (!entry) {
            setConflict({ kind: 'removed' });
            return;
          }
          setLatest(entry.invoice);
          const current = baseRef.current;
          const sections = current ? changedSections(current, entry.invoice) : [];
          if (sections.length > 0) setConflict({ kind: 'changed', sections });
        },
        // A refused or failed live read: the save reads again anyway, and says what it finds.
        (error) => console.warn(`bulletin ${team}/${key}: live read failed:`, error),
      ),
    );
  }, [dispatch, status, team, key]);

  /**
   * Runs a section's save: first re-reads the record and refuses (answering the conflict) when
   * that section changed elsewhere; then writes through `write` with the fresh entry; then takes
   * what was written as the new base of that section.
   */
  const saveSection = useCallback(
    async (
      section: EditorSection,
      write: (entry: InvoiceEntry) => Promise<{ ok: true; unchanged?: true } | Refusal>,
    ): Promise<
      | { ok: true; unchanged?: true }
      | { ok: false; reason: string }
      | { ok: false; conflict: Conflict }
    > => {
      if (!team || !key || !baseRef.current) return { ok: false, reason: 'no record' };
      savingRef.current += 1;
      try {
        const remote = await dispatch(loadBulletin(team, key));
        if (!remote) {
          const removed: Conflict = { kind: 'removed' };
          setConflict(removed);
          return { ok: false, conflict: removed };
        }
        const current = baseRef.current;
        if (sectionSnapshot(remote.invoice, section) !== sectionSnapshot(current, section)) {
          const changed: Conflict = {
            kind: 'changed',
            sections: changedSections(current, remote.invoice),
          };
          setConflict(changed);
          return { ok: false, conflict: changed };
        }
        // D51: written on the revision just read; a save elsewhere in between is refused by
        // the store itself, and shown as the conflict it is.
        const outcome = await write(remote);
        if (!outcome.ok && outcome.conflict) {
          const now =
            outcome.conflict === 'removed' ? null : await dispatch(loadBulletin(team, key));
          const found: Conflict = now
            ? { kind: 'changed', sections: changedSections(current, now.invoice) }
            : { kind: 'removed' };
          setConflict(found);
          return { ok: false, conflict: found };
        }
        if (!outcome.ok) return outcome;
        // P47: nothing was written; the section is as just read, which is the base's (checked).
        if (outcome.unchanged) {
          setLatest(remote.invoice);
          return { ok: true, unchanged: true };
        }
        const after = await dispatch(loadBulletin(team, key));
        if (after) {
          setLatest(after.invoice);
          const next: Invoice = { ...baseRef.current };
          for (const field of SECTION_FIELDS[section]) {
            if (after.invoice[field] === undefined) delete next[field];
            else (next as Record<string, unknown>)[field] = after.invoice[field];
          }
          baseRef.current = next;
          setBase(next);
        }
        return { ok: true };
      } finally {
        savingRef.current -= 1;
      }
    },
    [dispatch, team, key],
  );

  return {
    base,
    /** Issue 15: the record as last read (first read, checks, saves); null before the first. */
    latest,
    version,
    status,
    conflict,
    /** Reads the record again, replacing what the screen shows (Recarregar). */
    reload: load,
    saveSection,
    dismissConflict: () => setConflict(null),
  };
}
