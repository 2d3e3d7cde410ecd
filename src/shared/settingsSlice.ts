import { createSlice } from '@reduxjs/toolkit';

/** Where the data lives: the demo fixture (D27) or the hosted Firebase project. */
export type StorageMode = 'fixture' | 'firebase';

/** Fixed for the life of the page: the composition root preloads it from the build settings. */
export interface SettingsState {
  mode: StorageMode;
  /** D26 (see BuildSettings.editPassword). */
  editPassword: string | null;
  /** D25. */
  companyName: string;
  contractNumber: string;
  appVersion: string;
}

const initialState: SettingsState = {
  mode: 'fixture',
  editPassword: '1234',
  companyName: 'Contratada',
  contractNumber: '4600035150',
  appVersion: '0.0.0',
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {},
  selectors: {
    selectSettings: (state) => state,
    selectStorageMode: (state) => state.mode,
    selectAppVersion: (state) => state.appVersion,
  },
});

export const { selectSettings, selectStorageMode, selectAppVersion } = settingsSlice.selectors;
