/**
 * The session, shared by every screen: the auth state (SPEC §7 watch), the signed-in user's
 * record (users/{uid}, else users-mobile/{uid}) with its role and teams (SPEC §6), sign-in and
 * sign-out. It lives in the shared layer because the login screen, the home screen, the bulletin
 * screens, the reports and the auth guard all read it, and features do not import each other.
 *
 * It imports neither the store nor the feature thunk types (src/shared/thunk.ts): the root
 * reducer is built from this slice, so a type import back would be a cycle. Its thunks need only
 * the ports.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { AuthError } from '../core/ports';
import type { AuthUser, Ports, Unsubscribe } from '../core/ports';
import type { Role, UserCollection } from '../core/model';
import type { ActingUser } from '../core/workflow';
import { loginErrorMessage, roleOf, teamsForUser } from '../core';
import { SESSION_MESSAGES } from './messages';

/** The session's async thunks: the ports as extra argument, a Portuguese message as rejection. */
const createSessionThunk = createAsyncThunk.withTypes<{ extra: Ports; rejectValue: string }>();

/** The signed-in user with the record it came from (SPEC §3) and what its role implies (§6). */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  role: Role;
  /** SPEC §6: the teams this user sees (core teamsForUser), in display order. */
  teams: string[];
  /** Which collection the record came from (users, else users-mobile). */
  collection: UserCollection;
}

/**
 * THE conversion of the session user to who acts (core's ActingUser): what the use cases and
 * permissions take, what a handover to /edit or /pdf records (SPEC §2 "the current user data")
 * and what the report worker is told. Only these four fields, so nothing else of the session
 * (teams, collection) travels with it.
 */
export function actingUser(user: SessionUser): ActingUser & { role: Role } {
  return { uid: user.uid, name: user.name, email: user.email, role: user.role };
}

/**
 * unknown: waiting for the first auth state (SPEC §2 spinner); signedOut; loadingUser: signed in,
 * reading users/{uid}; signedIn: the record is loaded.
 */
export type AuthStatus = 'unknown' | 'signedOut' | 'loadingUser' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  /** The identity while its record loads (status loadingUser) or once loaded. */
  identity: AuthUser | null;
  user: SessionUser | null;
  signInPending: boolean;
  /** SPEC §8 login message of the last failed attempt. */
  signInError: string | null;
  signOutPending: boolean;
  /** 'Erro ao fazer logout.' (SPEC §8). */
  signOutError: string | null;
  /** Why the session was ended by the app (user data not found), shown on /login. */
  sessionNotice: string | null;
}

const initialState: AuthState = {
  status: 'unknown',
  identity: null,
  user: null,
  signInPending: false,
  signInError: null,
  signOutPending: false,
  signOutError: null,
  sessionNotice: null,
};

/** SPEC §5/§8: sign in; the auth watcher then moves the session on. Rejects with the message. */
export const signIn = createSessionThunk(
  'session/signIn',
  async (credentials: { email: string; password: string }, { extra, rejectWithValue }) => {
    try {
      await extra.auth.signIn(credentials.email.trim(), credentials.password);
    } catch (error) {
      return rejectWithValue(loginErrorMessage(error instanceof AuthError ? error.code : null));
    }
  },
);

/** SPEC §8: sign out; on failure 'Erro ao fazer logout.'. */
export const signOut = createSessionThunk(
  'session/signOut',
  async (_: void, { extra, rejectWithValue }) => {
    try {
      await extra.auth.signOut();
    } catch {
      return rejectWithValue(SESSION_MESSAGES.signOutError);
    }
  },
);

/**
 * SPEC §7: users/{uid}, falling back to users-mobile/{uid}. SPEC §8: no record is an error, and
 * a record without a role is as unusable; either way the session is ended and /login says why.
 */
export const loadUser = createSessionThunk(
  'session/loadUser',
  async (identity: AuthUser, { dispatch, extra, rejectWithValue }) => {
    // The notice is recorded before signing out: the auth watcher reports the sign-out at once.
    const endSession = async (notice: string) => {
      dispatch(sessionEnded(notice));
      await extra.auth.signOut().catch(() => undefined);
      return rejectWithValue(notice);
    };
    let entry;
    try {
      entry = await extra.users.getUser(identity.uid);
    } catch {
      return endSession(SESSION_MESSAGES.userLoadError);
    }
    const role = roleOf(entry?.record);
    if (!entry) return endSession(SESSION_MESSAGES.userDataNotFound);
    if (!role) return endSession(SESSION_MESSAGES.userWithoutRole);
    const user: SessionUser = {
      uid: identity.uid,
      email: entry.record.email || identity.email,
      name: entry.record.name?.trim() || identity.email,
      role,
      teams: teamsForUser(entry.record),
      collection: entry.collection,
    };
    return user;
  },
);

/**
 * Subscribes to the auth state for the life of the app (SPEC §7 "Watch auth state") and loads
 * the user record on every sign-in. Returns the unsubscribe.
 */
export function watchAuth(): ThunkAction<Unsubscribe, unknown, Ports, UnknownAction> {
  return (dispatch, _getState, ports) =>
    ports.auth.watchAuthState((identity) => {
      dispatch(authStateChanged(identity));
      if (identity) void dispatch(loadUser(identity));
    });
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      const identity = action.payload;
      if (!identity) {
        state.status = 'signedOut';
        state.identity = null;
        state.user = null;
        state.signOutPending = false;
        return;
      }
      if (state.user?.uid === identity.uid && state.status === 'signedIn') return;
      state.status = 'loadingUser';
      state.identity = identity;
      state.user = null;
    },
    signOutErrorDismissed(state) {
      state.signOutError = null;
    },
    sessionEnded(state, action: PayloadAction<string>) {
      state.sessionNotice = action.payload;
      state.status = 'signedOut';
      state.identity = null;
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.pending, (state) => {
        state.signInPending = true;
        state.signInError = null;
        state.sessionNotice = null;
      })
      .addCase(signIn.fulfilled, (state) => {
        state.signInPending = false;
      })
      .addCase(signIn.rejected, (state, action) => {
        state.signInPending = false;
        state.signInError = action.payload ?? loginErrorMessage(null);
      })
      .addCase(signOut.pending, (state) => {
        state.signOutPending = true;
        state.signOutError = null;
      })
      .addCase(signOut.rejected, (state, action) => {
        state.signOutPending = false;
        state.signOutError = action.payload ?? SESSION_MESSAGES.signOutError;
      })
      .addCase(loadUser.fulfilled, (state, action) => {
        // A late answer for an identity that has since changed is ignored.
        if (state.identity?.uid !== action.meta.arg.uid) return;
        state.status = 'signedIn';
        state.user = action.payload;
      })
      .addCase(loadUser.rejected, (state, action) => {
        // sessionEnded has already said why; this only covers an unexpected throw.
        if (state.identity?.uid !== action.meta.arg.uid) return;
        state.sessionNotice = action.payload ?? SESSION_MESSAGES.userLoadError;
        state.status = 'signedOut';
        state.identity = null;
        state.user = null;
      });
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectSignInPending: (state) => state.signInPending || state.status === 'loadingUser',
    selectSignInError: (state) => state.signInError,
    selectSignOutPending: (state) => state.signOutPending,
    selectSignOutError: (state) => state.signOutError,
    selectSessionNotice: (state) => state.sessionNotice,
  },
});

export const { authStateChanged, signOutErrorDismissed, sessionEnded } = sessionSlice.actions;
export const {
  selectAuthStatus,
  selectSessionUser,
  selectSignInPending,
  selectSignInError,
  selectSignOutPending,
  selectSignOutError,
  selectSessionNotice,
} = sessionSlice.selectors;
