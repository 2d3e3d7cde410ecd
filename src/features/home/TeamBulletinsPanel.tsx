import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { ptBR as dataGridPtBR } from '@mui/x-data-grid/locales';
import { useEffect, useMemo } from 'react';
import { formatDate, homeDefaultPeriod, todayFromLocal } from '../../core/dates';
import { STATUS_FILTER_LABELS } from '../../core/messages';
import type { Role } from '../../core/model';
import { defaultStatusFilter } from '../../core/permissions';
import type { HomeStatusFilter } from '../../core/status';
import { HOME_STATUS_FILTERS } from '../../core/status';
import { teamName } from '../../core/teams';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { bulletinColumns } from './bulletinColumns';
import { filterBulletinRows, toBulletinRows } from './bulletinRows';
import {
  searchChanged,
  selectChosenStatusFilter,
  selectGlobalFactor,
  selectLoadError,
  selectSearch,
  selectTeamEntries,
  selectTeamLoading,
  statusFilterChanged,
  watchTeamInvoices,
} from './homeSlice';
import { HOME_MESSAGES as M } from './messages';

/**
 * SPEC §2 'Boletins da Equipe' for the selected team: the two live queries of D11, only
 * sent_status true_opened (D10), the status filter with the role's default (SPEC §6), a quick
 * search (D21) and the grid. Row actions come with issue 5 (bulletinColumns' `extra`).
 */
export function TeamBulletinsPanel({ team, role }: { team: string; role: Role }) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectTeamEntries);
  const globalFactor = useAppSelector(selectGlobalFactor);
  const loading = useAppSelector(selectTeamLoading);
  const loadError = useAppSelector(selectLoadError);
  const search = useAppSelector(selectSearch);
  const chosenFilter = useAppSelector(selectChosenStatusFilter);
  const statusFilter = chosenFilter ?? defaultStatusFilter(role);

  // D8, D11: the current billing cycle of the browser's today and the two before it.
  const period = useMemo(() => homeDefaultPeriod(todayFromLocal(new Date())), []);

  useEffect(() => dispatch(watchTeamInvoices(team, period)), [dispatch, team, period]);

  const rows = useMemo(() => toBulletinRows(entries, globalFactor), [entries, globalFactor]);
  const visible = useMemo(
    () => filterBulletinRows(rows, statusFilter, search),
    [rows, statusFilter, search],
  );
  const columns = useMemo(() => bulletinColumns(), []);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="team-bulletins-title"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { md: 'calc(100vh - 64px - 48px)' },
        minHeight: 520,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          px: 3,
          pt: 2.5,
          pb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography id="team-bulletins-title" component="h1" variant="h2">
              {M.tableTitle}
            </Typography>
            <Chip
              size="small"
              label={M.count(visible.length)}
              data-testid="bulletin-count"
              sx={{ bgcolor: '#eef2f7', color: 'text.secondary' }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <strong>{teamName(team)}</strong> · {team} ·{' '}
            {M.period(formatDate(period.start), formatDate(period.end))}, {M.periodNote}
          </Typography>
        </Box>
      </Box>

      <Box
        sx={{
          px: 3,
          pb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={statusFilter}
          aria-label={M.statusFilter}
          onChange={(_, value: HomeStatusFilter | null) => {
            if (value) dispatch(statusFilterChanged(value));
          }}
        >
          {HOME_STATUS_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter} sx={{ px: 2 }}>
              {STATUS_FILTER_LABELS[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(e) => dispatch(searchChanged(e.target.value))}
          placeholder={M.searchPlaceholder}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 320 }, ml: { sm: 'auto' } }}
          slotProps={{
            htmlInput: { 'aria-label': M.search },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {loadError && (
        <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
          {M.loadError}
        </Alert>
      )}

      <Box sx={{ flex: 1, minHeight: 360, borderTop: 1, borderColor: 'divider' }}>
        <DataGrid
          rows={visible}
          columns={columns}
          loading={loading}
          disableRowSelectionOnClick
          disableColumnMenu
          pageSizeOptions={[25, 50, 100]}
          initialState={{
            pagination: { paginationModel: { pageSize: 25 } },
            sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
          }}
          // The prop replaces the theme's pt-BR texts as a whole, so they are spread back in.
          localeText={{
            ...dataGridPtBR.components.MuiDataGrid.defaultProps.localeText,
            noRowsLabel: M.empty,
            noResultsOverlayLabel: M.empty,
          }}
          aria-label={M.tableTitle}
          sx={{
            '& .MuiDataGrid-columnHeaders': { textTransform: 'none' },
            '& .money-cell': { fontVariantNumeric: 'tabular-nums' },
          }}
        />
      </Box>
    </Paper>
  );
}
