import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Ports } from '../core/ports';
import type { AppDispatch, RootState } from './store';

/** Async thunks whose extra argument is the ports (the only way features reach storage). */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: Ports;
  rejectValue: string;
}>();

/** A plain thunk with the ports as extra argument (used for live subscriptions). */
export type AppThunk<R = void> = ThunkAction<R, RootState, Ports, UnknownAction>;
