/**
 * The admin screen's state (SPEC §4): the page checks permissions, then is denied or allowed;
 * each row is viewed, then edited (Editar), then saved (back to view) or cancelled (discarded).
 * The screen runs in its own window and nothing else reads this state, so the page keeps it
 * with useReducer (see useAdminUsers); the slice form keeps actions and reducer testable alone.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { orderSupervision } from '../../core/supervisors';
import type { Supervisor } from '../../core/supervisors';

/** SPEC §4 admin page: checking permissions, then denied or allowed; error when the check failed. */
export type AccessStatus = 'checking' | 'allowed' | 'denied' | 'error';

export type ListStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The row in edit mode and its selection (not yet written). */
export interface EditState {
  uid: string;
  teams: string[];
  /**
   * The teams shown when Editar was clicked: the save sends only what this admin changed from
   * them (issue 23), so a team another admin added meanwhile is kept.
   */
  initial: string[];
}

export interface AdminState {
  access: AccessStatus;
  list: ListStatus;
  supervisors: Supervisor[];
  editing: EditState | null;
  saving: boolean;
  /** 'Erro ao atualizar supervisor.' after a failed save (the row stays in edit mode). */
  saveFailed: boolean;
  /** The name of the supervisor whose teams were just saved (for the notice). */
  savedName: string | null;
}

export const initialAdminState: AdminState = {
  access: 'checking',
  list: 'idle',
  supervisors: [],
  editing: null,
  saving: false,
  saveFailed: false,
  savedName: null,
};

/**
 * The selection in screen order (core orderSupervision): the 16 offered codes in their fixed
 * order, then any other code the record already held (kept, since the screen offers no box to
 * remove it).
 */
export const orderSelection = orderSupervision;

export const adminSlice = createSlice({
  name: 'admin',
  initialState: initialAdminState,
  reducers: {
    accessChecked(state, action: PayloadAction<'allowed' | 'denied'>) {
      state.access = action.payload;
    },
    accessCheckFailed(state) {
      state.access = 'error';
    },
    accessCheckRestarted(state) {
      state.access = 'checking';
    },
    loadStarted(state) {
      // A reload after a save keeps the rows on screen until the fresh ones arrive.
      if (state.list !== 'loaded') state.list = 'loading';
    },
    loadSucceeded(state, action: PayloadAction<Supervisor[]>) {
      state.list = 'loaded';
      state.supervisors = action.payload;
    },
    loadFailed(state) {
      state.list = 'error';
      state.supervisors = [];
      state.editing = null;
    },
    editStarted(state, action: PayloadAction<string>) {
      if (state.saving) return;
      const supervisor = state.supervisors.find((s) => s.uid === action.payload);
      if (!supervisor) return;
      const teams = orderSelection(supervisor.teams);
      state.editing = { uid: supervisor.uid, teams, initial: [...teams] };
      state.saveFailed = false;
    },
    teamToggled(state, action: PayloadAction<string>) {
      if (!state.editing || state.saving) return;
      const code = action.payload;
      const teams = state.editing.teams;
      state.editing.teams = orderSelection(
        teams.includes(code) ? teams.filter((t) => t !== code) : [...teams, code],
      );
    },
    editCancelled(state) {
      if (state.saving) return;
      state.editing = null;
      state.saveFailed = false;
    },
    saveStarted(state) {
      state.saving = true;
      state.saveFailed = false;
    },
    saveSucceeded(state, action: PayloadAction<{ uid: string; teams: string[] }>) {
      const { uid, teams } = action.payload;
      const supervisor = state.supervisors.find((s) => s.uid === uid);
      // The list stored after the change (another admin's teams included), shown at once; the
      // reload that follows brings every other row up to date too.
      if (supervisor) supervisor.teams = teams;
      state.saving = false;
      state.editing = null;
      state.savedName = supervisor?.name ?? null;
    },
    saveFailed(state) {
      state.saving = false;
      state.saveFailed = true;
    },
    savedNoticeDismissed(state) {
      state.savedName = null;
    },
  },
});

export const adminActions = adminSlice.actions;
