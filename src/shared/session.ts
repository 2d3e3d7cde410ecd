/**
 * The session, shared by every screen: the auth state (SPEC §7 watch), the signed-in user's
 * record (users/{uid}, else users-mobile/{uid}) with its role and teams (SPEC §6), followed live
 * (issue 23: rights given or taken away apply without a reload), sign-in and sign-out. It lives in the shared layer because the login screen, the home screen, the bulletin
 * screens, the reports and the auth guard all read it, and features do not import each other.
 *
 * It imports neither the store nor the feature thunk types (src/shared/thunk.ts): the root
 * reducer is built from this slice, so a type import back would be a cycle. Its thunks need only
 * the ports.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { AuthError } from '../core/ports';
import type { AuthUser, Ports, Unsubscribe, UserEntry } from '../core/ports';
import type { Role, UserCollection } from '../core/model';
import type { ActingUser } from '../core/workflow';
import { checkerNameOf } from '../core/protection';
import { roleOf, teamsForUser } from '../core/teams';
import { loginErrorMessage } from '../core/validation';
import { SESSION_MESSAGES } from './messages';

/** The session's async thunks: the ports as extra argument, a Portuguese message as rejection. */
const createSessionThunk = createAsyncThunk.withTypes<{ extra: Ports; rejectValue: string }>();

/** The signed-in user with the record it came from (SPEC §3) and what its role implies (§6). */
export interface SessionUser {
  uid: string;
  email: string;
  /** The record's name, trimmed, for the screens (the email when it has none). */
  name: string;
  /**
   * SPEC §4, P15: what a forward records as checked_by: the record's name exactly as stored, or
   * the sign-in email when it has none (core checkerNameOf), as the rules demand.
   */
  checker: string;
  role: Role;
  /** SPEC §6: the teams this user sees (core teamsForUser), in display order. */
  teams: string[];
  /** Which collection the record came from (users, else users-mobile). */
  collection: UserCollection;
}

/**
 * THE conversion of the session user to who acts (core's ActingUser): what the use cases and
 * permissions take, what a handover to /edit or /pdf records (SPEC §2 "the current user data")
 * and what the report worker is told. Only these five fields, so nothing else of the session
 * (teams, collection) travels with it.
 */
export function actingUser(user: SessionUser): ActingUser & { role: Role } {
  return {
    uid: user.uid,
    name: user.name,
    email: user.email,
    role: user.role,
    checker: user.checker,
  };
}

/**
 * Issue 24: the user this browser kept for the next visit (sessionHint.ts keeps it in
 * localStorage; the auth watcher reads it, the App writes it whenever the session user changes).
 */
export interface SessionHints {
  /** The user kept, or null (none, or not a session user's shape). */
  read(): SessionUser | null;
  write(user: SessionUser): void;
  clear(): void;
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
 * The session user a record makes for an identity, or why it cannot make one. SPEC §8: no
 * record is an error, and a record without a role is as unusable.
 */
export function sessionUserOf(
  identity: AuthUser,
  entry: UserEntry | null,
): { ok: true; user: SessionUser } | { ok: false; notice: string } {
  if (!entry) return { ok: false, notice: SESSION_MESSAGES.userDataNotFound };
  const role = roleOf(entry.record);
  if (!role) return { ok: false, notice: SESSION_MESSAGES.userWithoutRole };
  return {
    ok: true,
    user: {
      uid: identity.uid,
      email: entry.record.email || identity.email,
      name: entry.record.name?.trim() || identity.email,
      // The sign-in email (the token's), not the record's: the rules compare auth.token.email.
      checker: checkerNameOf(entry.record, identity.email),
      role,
      teams: teamsForUser(entry.record),
      collection: entry.collection,
    },
  };
}

/** Same rights and same names: nothing for the screens to redraw. */
function sameSessionUser(a: SessionUser, b: SessionUser): boolean {
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.name === b.name &&
    a.checker === b.checker &&
    a.role === b.role &&
    a.collection === b.collection &&
    a.teams.join(',') === b.teams.join(',')
  );
}

/**
 * SPEC §7: users/{uid}, falling back to users-mobile/{uid}. SPEC §8: no record is an error, and
 * a record without a role is as unusable; either way the session is ended and /login says why.
 */
export const loadUser = createSessionThunk(
  'session/loadUser',
  async (identity: AuthUser, { dispatch, extra, getState, rejectWithValue }) => {
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
    const made = sessionUserOf(identity, entry);
    if (!made.ok) return endSession(made.notice);
    // Issue 24: the screens already show the user of this browser's hint (sessionHint.ts); a
    // role changed since then ends the session, as a live role change does (followUser).
    const shown = (getState() as { session: AuthState }).session.user;
    if (shown?.uid === identity.uid && shown.role !== made.user.role) {
      return endSession(SESSION_MESSAGES.roleChanged);
    }
    return made.user;
  },
);

/**
 * Issue 23 "rights are live": follows the signed-in user's record (UserRepo.watchUser) after
 * it loaded as `loaded`. New teams or names replace the session user at once (the sidebar and
 * every screen that reads `user.teams` follow, and teams taken away are no longer offered); a
 * changed role, a role taken away or a deleted record ends the session, and /login says why.
 * What the rights no longer allow is refused by the database meanwhile (the rules; fixture mode's
 * team scope). Returns the unsubscribe.
 */
export function followUser(
  identity: AuthUser,
  loaded: SessionUser,
): ThunkAction<Unsubscribe, unknown, Ports, UnknownAction> {
  return (dispatch, _getState, ports) => {
    let current = loaded;
    let ended = false;
    let stop: Unsubscribe | null = null;
    const end = (notice: string): void => {
      ended = true;
      stop?.();
      // As loadUser: the notice first, then the sign-out the auth watcher reports.
      dispatch(sessionEnded(notice));
      void ports.auth.signOut().catch(() => undefined);
    };
    stop = ports.users.watchUser(
      identity.uid,
      (entry) => {
        if (ended) return;
        const made = sessionUserOf(identity, entry);
        if (!made.ok) return end(made.notice);
        if (made.user.role !== current.role) return end(SESSION_MESSAGES.roleChanged);
        if (sameSessionUser(current, made.user)) return;
        current = made.user;
        dispatch(sessionUserChanged(made.user));
      },
      // The rights stay as last read; the database keeps refusing what they no longer allow.
      (error) => console.warn('The user record is no longer followed:', error),
    );
    if (ended) stop();
    return () => {
      ended = true;
      stop?.();
    };
  };
}

/**
 * Subscribes to the auth state for the life of the app (SPEC §7 "Watch auth state"), loads
 * the user record on every sign-in and then follows it (followUser) until the sign-out. Returns
 * the unsubscribe. With `hints` (issue 24), the user this browser kept is signed in at once,
 * before the auth state has even loaded: the screens show while the auth state and the record
 * are read, and both still decide (sessionHint.ts says how).
 */
export function watchAuth(
  hints?: SessionHints,
): ThunkAction<Unsubscribe, unknown, Ports, UnknownAction> {
  return (dispatch, _getState, ports) => {
    // Each auth state starts a generation; a load that finishes after the next one began is
    // not followed.
    let generation = 0;
    let stopFollowing: Unsubscribe | null = null;
    const kept = hints?.read();
    if (kept) {
      dispatch(authStateChanged({ uid: kept.uid, email: kept.email }));
      dispatch(sessionRestored(kept));
    }
    const stopAuth = ports.auth.watchAuthState((identity) => {
      generation += 1;
      const mine = generation;
      stopFollowing?.();
      stopFollowing = null;
      dispatch(authStateChanged(identity));
      if (!identity) return;
      void dispatch(loadUser(identity)).then((action) => {
        if (mine !== generation || !loadUser.fulfilled.match(action)) return;
        stopFollowing = dispatch(followUser(identity, action.payload));
      });
    });
    return () => {
      generation += 1;
      stopFollowing?.();
      stopFollowing = null;
      stopAuth();
    };
  };
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
    /** Issue 24: the identity's user as this browser kept it, shown while its record loads. */
    sessionRestored(state, action: PayloadAction<SessionUser>) {
      if (state.status !== 'loadingUser' || state.identity?.uid !== action.payload.uid) return;
      state.status = 'signedIn';
      state.user = action.payload;
    },
    signOutErrorDismissed(state) {
      state.signOutError = null;
    },
    /** The followed record changed the user's teams or names (followUser). */
    sessionUserChanged(state, action: PayloadAction<SessionUser>) {
      if (state.status !== 'signedIn' || state.user?.uid !== action.payload.uid) return;
      state.user = action.payload;
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
        // Issue 24: the record as this browser kept it (the hint) leaves the shown user as it
        // is, so no screen renders again for the same user.
        if (state.user && sameSessionUser(state.user, action.payload)) return;
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

export const {
  authStateChanged,
  signOutErrorDismissed,
  sessionEnded,
  sessionRestored,
  sessionUserChanged,
} = sessionSlice.actions;
export const {
  selectAuthStatus,
  selectSessionUser,
  selectSignInPending,
  selectSignInError,
  selectSignOutPending,
  selectSignOutError,
  selectSessionNotice,
} = sessionSlice.selectors;
