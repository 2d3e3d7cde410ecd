import { describe, expect, it } from 'vitest';
import type { Supervisor } from '../../core/supervisors';
import { adminActions, adminSlice, initialAdminState, orderSelection } from './adminSlice';
import type { AdminState } from './adminSlice';

const joana: Supervisor = {
  uid: 'uJoana',
  name: 'Joana',
  email: 'joana@x',
  teams: ['ORCDISTBA07', 'ORCDISTBA05', 'EXTRA1'],
  collection: 'users-mobile',
};

function loaded(): AdminState {
  return adminSlice.reducer(
    { ...initialAdminState, access: 'allowed' },
    adminActions.loadSucceeded([joana]),
  );
}

describe('admin row state (SPEC §4: view, Editar, then Salvar or Cancelar)', () => {
  it('orders a selection as the 16 boxes, then codes the screen does not offer', () => {
    expect(orderSelection(['ORCDISTBA12', 'X9', 'ORCDISTBA02', 'ORCDISTBA17'])).toEqual([
      'ORCDISTBA02',
      'ORCDISTBA12',
      'X9',
      'ORCDISTBA17',
    ]);
  });

  it('Editar starts from the stored teams; toggling adds and removes; codes not offered stay', () => {
    let state = adminSlice.reducer(loaded(), adminActions.editStarted('uJoana'));
    expect(state.editing).toEqual({
      uid: 'uJoana',
      teams: ['ORCDISTBA05', 'ORCDISTBA07', 'EXTRA1'],
      initial: ['ORCDISTBA05', 'ORCDISTBA07', 'EXTRA1'],
    });
    state = adminSlice.reducer(state, adminActions.teamToggled('ORCDISTBA01'));
    state = adminSlice.reducer(state, adminActions.teamToggled('ORCDISTBA07'));
    expect(state.editing?.teams).toEqual(['ORCDISTBA01', 'ORCDISTBA05', 'EXTRA1']);
    // What the save starts from (issue 23: only the change is sent) stays as shown.
    expect(state.editing?.initial).toEqual(['ORCDISTBA05', 'ORCDISTBA07', 'EXTRA1']);
  });

  it('Cancelar discards the selection and leaves the row as loaded', () => {
    let state = adminSlice.reducer(loaded(), adminActions.editStarted('uJoana'));
    state = adminSlice.reducer(state, adminActions.teamToggled('ORCDISTBA01'));
    state = adminSlice.reducer(state, adminActions.editCancelled());
    expect(state.editing).toBeNull();
    expect(state.supervisors[0]?.teams).toEqual(joana.teams);
  });

  it('nothing changes the selection or leaves edit mode while a save is writing', () => {
    let state = adminSlice.reducer(loaded(), adminActions.editStarted('uJoana'));
    state = adminSlice.reducer(state, adminActions.saveStarted());
    const during = adminSlice.reducer(
      adminSlice.reducer(state, adminActions.teamToggled('ORCDISTBA01')),
      adminActions.editCancelled(),
    );
    expect(during.editing).toEqual(state.editing);
    expect(during.saving).toBe(true);
  });

  it('a failed save keeps the row in edit mode with its selection; a successful one leaves it', () => {
    let state = adminSlice.reducer(loaded(), adminActions.editStarted('uJoana'));
    state = adminSlice.reducer(state, adminActions.teamToggled('ORCDISTBA01'));
    state = adminSlice.reducer(state, adminActions.saveStarted());
    const failed = adminSlice.reducer(state, adminActions.saveFailed());
    expect(failed).toMatchObject({ saving: false, saveFailed: true });
    expect(failed.editing?.teams).toContain('ORCDISTBA01');

    const saved = adminSlice.reducer(
      state,
      adminActions.saveSucceeded({ uid: 'uJoana', teams: ['ORCDISTBA01'] }),
    );
    expect(saved).toMatchObject({
      saving: false,
      saveFailed: false,
      editing: null,
      savedName: 'Joana',
    });
    expect(saved.supervisors[0]?.teams).toEqual(['ORCDISTBA01']);
  });

  it('a reload after a save keeps the rows on screen; a failed load empties them', () => {
    const reloading = adminSlice.reducer(loaded(), adminActions.loadStarted());
    expect(reloading.list).toBe('loaded');
    expect(reloading.supervisors).toHaveLength(1);
    const failed = adminSlice.reducer(reloading, adminActions.loadFailed());
    expect(failed).toMatchObject({ list: 'error', supervisors: [], editing: null });
  });
});
