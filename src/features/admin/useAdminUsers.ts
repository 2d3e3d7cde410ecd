import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { actingUser, selectSessionUser } from '../../shared/session';
import { ADMIN_MESSAGES as M } from './messages';
import { adminActions, adminSlice, initialAdminState } from './adminSlice';
import type { AdminState } from './adminSlice';
import { checkAdminAccess, loadSupervisors, saveSupervisorTeams } from './adminThunks';

/** What the window does besides rendering: the browser's alert and close (tests replace them). */
function alertAndClose(message: string): void {
  window.alert(message);
  window.close();
}

export interface AdminUsers {
  state: AdminState;
  retryCheck: () => void;
  reload: () => void;
  startEdit: (uid: string) => void;
  toggleTeam: (code: string) => void;
  cancelEdit: () => void;
  save: () => void;
  dismissNotice: () => void;
}

/**
 * The admin screen's flow (SPEC §2, §4, §6): check permissions once the session is known; for
 * anyone but an admin alert and close the window (the denied view stays when the browser will
 * not close it); a failed check alerts and closes too; once allowed, load the supervisors.
 */
export function useAdminUsers(): AdminUsers {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [state, local] = useReducer(adminSlice.reducer, initialAdminState);
  const uid = user?.uid ?? null;
  const alerted = useRef<string | null>(null);
  const [checkRun, restartCheck] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    dispatch(checkAdminAccess(uid)).then(
      (result) => live && local(adminActions.accessChecked(result)),
      (error: unknown) => {
        console.error('admin: permission check failed', error);
        if (live) local(adminActions.accessCheckFailed());
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch, uid, checkRun]);

  // SPEC §6: the alert, then the window closes. Once per outcome (StrictMode runs effects twice).
  useEffect(() => {
    const message =
      state.access === 'denied'
        ? M.deniedAlert
        : state.access === 'error'
          ? M.checkErrorAlert
          : null;
    if (!message || alerted.current === message) return;
    alerted.current = message;
    alertAndClose(message);
  }, [state.access]);

  const reload = useCallback(() => {
    local(adminActions.loadStarted());
    dispatch(loadSupervisors()).then(
      (list) => local(adminActions.loadSucceeded(list)),
      (error: unknown) => {
        console.error('admin: loading supervisors failed', error);
        local(adminActions.loadFailed());
      },
    );
  }, [dispatch]);

  useEffect(() => {
    if (state.access === 'allowed') reload();
  }, [state.access, reload]);

  const save = useCallback(() => {
    const editing = state.editing;
    if (!editing || !user || state.saving) return;
    local(adminActions.saveStarted());
    dispatch(
      saveSupervisorTeams(actingUser(user), editing.uid, editing.initial, editing.teams),
    ).then(
      (teams) => {
        local(adminActions.saveSucceeded({ uid: editing.uid, teams }));
        reload();
      },
      (error: unknown) => {
        console.error('admin: saving supervision failed', error);
        local(adminActions.saveFailed());
      },
    );
  }, [dispatch, reload, state.editing, state.saving, user]);

  return {
    state,
    retryCheck: () => {
      alerted.current = null;
      local(adminActions.accessCheckRestarted());
      restartCheck();
    },
    reload,
    startEdit: (id) => local(adminActions.editStarted(id)),
    toggleTeam: (code) => local(adminActions.teamToggled(code)),
    cancelEdit: () => local(adminActions.editCancelled()),
    save,
    dismissNotice: () => local(adminActions.savedNoticeDismissed()),
  };
}
