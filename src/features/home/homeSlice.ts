import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { DateRange, InvoiceEntry } from '../../core/model';
import type { HomeStatusFilter } from '../../core/status';
import type { Unsubscribe } from '../../core/ports';
import { DEFAULT_GLOBAL_FACTOR } from '../../core/numbers';
import { invoiceInPeriod } from '../../core/dates';
import { rootReducer } from '../../shared/store';
import type { AppThunk } from '../../shared/thunk';
import { createAppAsyncThunk } from '../../shared/thunk';

/** One of the two live queries of D11, for the team it was opened on. */
interface LiveQuery {
  team: string | null;
  entries: InvoiceEntry[];
  loaded: boolean;
}

export interface HomeState {
  selectedTeam: string | null;
  /** null until the user picks one: the role's default applies (SPEC §6, core defaultStatusFilter). */
  statusFilter: HomeStatusFilter | null;
  search: string;
  /** D11: the period of the ranged query (default: the current cycle and the two before it). */
  period: DateRange | null;
  /** D2: the global factor for the Valor column (default until the setting arrives). */
  globalFactor: number;
  /** D11, P7: forms/{team} in the period, every date form (InvoiceRepo.watchForPeriod + D6). */
  ranged: LiveQuery;
  /** D11: forms/{team} with checked false, whatever the date. */
  unchecked: LiveQuery;
  loadError: boolean;
  /** The row and bulk actions whose write is in flight (their buttons are disabled). */
  pending: string[];
  /** The last action's feedback (success or SPEC §8 failure), shown in a snackbar. */
  notice: Notice | null;
  /** D12: per team, how many bulletins wait for the viewer. */
  badges: Record<string, number>;
}

/** What an action tells the user once it is done. */
export interface Notice {
  /** Increases with every notice, so the same text twice still shows twice. */
  id: number;
  /** warning: done, but some bulletins were left out (issue 16's bulk forward says which). */
  severity: 'success' | 'warning' | 'error' | 'info';
  text: string;
}

const emptyQuery: LiveQuery = { team: null, entries: [], loaded: false };

const initialState: HomeState = {
  selectedTeam: null,
  statusFilter: null,
  search: '',
  period: null,
  globalFactor: DEFAULT_GLOBAL_FACTOR,
  ranged: emptyQuery,
  unchecked: emptyQuery,
  loadError: false,
  pending: [],
  notice: null,
  badges: {},
};

let noticeCounter = 0;

/** D2: the global factor from the catalog; on failure the default stays (and it is logged). */
export const loadGlobalFactor = createAppAsyncThunk(
  'home/loadGlobalFactor',
  async (_: void, { extra }) => extra.catalog.globalFactor(),
);

/**
 * D11: the two live reads of the team table, the period's (P7) and the unchecked one. Every
 * answer replaces that query's entries; the table merges them by key. Returns the unsubscribe.
 */
export function watchTeamInvoices(team: string, period: DateRange): AppThunk<Unsubscribe> {
  return (dispatch, _getState, ports) => {
    dispatch(teamQueriesOpened({ team, period }));
    const onError = (error: Error) => {
      // A failed team load is logged (SPEC §8) and the table says it could not load.
      console.error(`team ${team}:`, error);
      dispatch(teamQueryFailed(team));
    };
    // P7: the period read holds every date form; D6 keeps the legacy ones dated in the period.
    const stopRanged = ports.invoices.watchForPeriod(
      team,
      period,
      (entries) =>
        dispatch(
          rangedReceived({
            team,
            entries: entries.filter((entry) => invoiceInPeriod(entry.invoice, period)),
          }),
        ),
      onError,
    );
    const stopUnchecked = ports.invoices.watchUnchecked(
      team,
      (entries) => dispatch(uncheckedReceived({ team, entries })),
      onError,
    );
    return () => {
      stopRanged();
      stopUnchecked();
    };
  };
}

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    teamSelected(state, action: PayloadAction<string | null>) {
      if (state.selectedTeam === action.payload) return;
      state.selectedTeam = action.payload;
      state.search = '';
      state.ranged = emptyQuery;
      state.unchecked = emptyQuery;
      state.loadError = false;
    },
    statusFilterChanged(state, action: PayloadAction<HomeStatusFilter>) {
      state.statusFilter = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    periodChanged(state, action: PayloadAction<DateRange>) {
      state.period = action.payload;
    },
    actionStarted(state, action: PayloadAction<string>) {
      if (!state.pending.includes(action.payload)) state.pending.push(action.payload);
    },
    actionFinished(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((id) => id !== action.payload);
    },
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        state.notice = action.payload;
      },
      prepare(notice: Omit<Notice, 'id'>) {
        noticeCounter += 1;
        return { payload: { ...notice, id: noticeCounter } };
      },
    },
    noticeDismissed(state, action: PayloadAction<number>) {
      if (state.notice?.id === action.payload) state.notice = null;
    },
    /** Issue 24: every team's count at once (InvoiceRepo.watchWaitingCounts). */
    badgesReceived(state, action: PayloadAction<Readonly<Record<string, number>>>) {
      state.badges = { ...action.payload };
    },
    badgesCleared(state) {
      state.badges = {};
    },
    teamQueriesOpened(state, action: PayloadAction<{ team: string; period: DateRange }>) {
      state.period = action.payload.period;
      state.ranged = { team: action.payload.team, entries: [], loaded: false };
      state.unchecked = { team: action.payload.team, entries: [], loaded: false };
      state.loadError = false;
    },
    rangedReceived(state, action: PayloadAction<{ team: string; entries: InvoiceEntry[] }>) {
      if (state.ranged.team !== action.payload.team) return;
      state.ranged = { team: action.payload.team, entries: action.payload.entries, loaded: true };
    },
    uncheckedReceived(state, action: PayloadAction<{ team: string; entries: InvoiceEntry[] }>) {
      if (state.unchecked.team !== action.payload.team) return;
      state.unchecked = {
        team: action.payload.team,
        entries: action.payload.entries,
        loaded: true,
      };
    },
    teamQueryFailed(state, action: PayloadAction<string>) {
      if (state.selectedTeam !== action.payload) return;
      state.loadError = true;
      state.ranged.loaded = true;
      state.unchecked.loaded = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadGlobalFactor.fulfilled, (state, action) => {
        state.globalFactor = action.payload;
      })
      .addCase(loadGlobalFactor.rejected, (_state, action) => {
        console.error('defaults/currentFactor:', action.error);
      });
  },
  selectors: {
    selectSelectedTeam: (state) => state.selectedTeam,
    selectChosenStatusFilter: (state) => state.statusFilter,
    selectSearch: (state) => state.search,
    selectPeriod: (state) => state.period,
    selectGlobalFactor: (state) => state.globalFactor,
    selectLoadError: (state) => state.loadError,
    selectTeamLoading: (state) =>
      state.selectedTeam !== null && !(state.ranged.loaded && state.unchecked.loaded),
    selectRangedEntries: (state) => state.ranged.entries,
    selectPending: (state) => state.pending,
    selectNotice: (state) => state.notice,
    selectBadges: (state) => state.badges,
    selectUncheckedEntries: (state) => state.unchecked.entries,
  },
});

export const {
  teamSelected,
  statusFilterChanged,
  searchChanged,
  teamQueriesOpened,
  rangedReceived,
  uncheckedReceived,
  teamQueryFailed,
  periodChanged,
  actionStarted,
  actionFinished,
  noticeShown,
  noticeDismissed,
  badgesReceived,
  badgesCleared,
} = homeSlice.actions;

/**
 * The home state joins the shared root reducer when this module loads (RTK lazy slices): the
 * shared layer never imports a feature. Its selectors answer the initial state until then.
 */
declare module '../../shared/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
}
const injectedHomeSlice = homeSlice.injectInto(rootReducer);

export const {
  selectSelectedTeam,
  selectChosenStatusFilter,
  selectSearch,
  selectPeriod,
  selectGlobalFactor,
  selectLoadError,
  selectTeamLoading,
  selectRangedEntries,
  selectUncheckedEntries,
  selectPending,
  selectNotice,
  selectBadges,
} = injectedHomeSlice.selectors;

/** D11: both queries merged by key: a bulletin both queries hold is listed once. */
export const selectTeamEntries = createSelector(
  [selectRangedEntries, selectUncheckedEntries],
  (ranged, unchecked): InvoiceEntry[] => {
    const byKey = new Map<string, InvoiceEntry>();
    for (const entry of ranged) byKey.set(entry.key, entry);
    for (const entry of unchecked) byKey.set(entry.key, entry);
    return [...byKey.values()];
  },
);
