import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import { QUICK_PERIODS } from '../../core/dates';
import { formatMoney } from '../../core/format';
import { FORM_MESSAGES, STATUS_FILTER_LABELS } from '../../core/messages';
import { numberForTyping, readGoal } from '../../core/numbers';
import { GENERAL_STATUS_FILTERS } from '../../core/status';
import { teamName } from '../../core/teams';
import type { GeneralStatusFilter } from '../../core/status';
import { REPORT_MESSAGES as M } from './messages';
import { activeQuickPeriod, goalFieldId, quickPeriodDates } from './reportFilters';
import type { FilterFeatures, GoalKey, ReportFilters } from './reportFilters';

interface FilterBlockProps {
  /** The user's teams (SPEC §2: reports list the teams of the signed-in user). */
  allTeams: readonly string[];
  filters: ReportFilters;
  features: FilterFeatures;
  /** D8: today, for the quick periods. */
  today: number;
  onChange: (patch: Partial<ReportFilters>) => void;
  onGenerate: () => void;
  onExport: () => void;
  /** D50: Exportar Excel, beside Exportar CSV under the same rules. */
  onExportXlsx: () => void;
  loading: boolean;
  /**
   * The export buttons wait: an export runs, or the search typed is not yet applied to the
   * result (D34: a file holds exactly the rows on screen).
   */
  exportDisabled: boolean;
  /** The export being written, whose button says so (a year's workbook takes seconds). */
  exportRunning?: 'csv' | 'xlsx' | null;
  /** Exportar CSV shows once data exists (SPEC §2). */
  canExport: boolean;
  /**
   * Issue 24: a report was asked for, so the export buttons' room is kept beside Gerar Relatório
   * (invisible until data exists): their showing up with the result moves nothing.
   */
  exportRoom?: boolean;
  validation: string | null;
  onDismissValidation: () => void;
}

/**
 * SPEC §2 common filter block: team checkboxes with Selecionar Todas / Desmarcar Todas, the
 * period, the search, the report's own inputs, Gerar Relatório (disabled with no team or while
 * loading, then 'Carregando...') and Exportar CSV once data exists. Fechar is in the frame.
 * Memoized (issue 17): a load's progress ticks and a sort re-render the screen, not its 17 team
 * boxes and inputs; the screen gives it stable handlers.
 */
export const FilterBlock = memo(function FilterBlock({
  allTeams,
  filters,
  features,
  today,
  onChange,
  onGenerate,
  onExport,
  onExportXlsx,
  loading,
  exportDisabled,
  exportRunning = null,
  canExport,
  exportRoom = false,
  validation,
  onDismissValidation,
}: FilterBlockProps) {
  const selected = new Set(filters.teams);
  const toggle = (team: string) =>
    onChange({
      teams: selected.has(team)
        ? filters.teams.filter((t) => t !== team)
        : allTeams.filter((t) => t === team || selected.has(t)),
    });
  const numberInput = (label: string, key: GoalKey, step: number) => (
    <GoalField
      id={goalFieldId(key)}
      label={label}
      value={filters[key]}
      step={step}
      onChange={(value) => onChange({ [key]: value })}
    />
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={M.filtersTitle}
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography component="h2" variant="h5" sx={{ flex: 1 }}>
          {M.teams}{' '}
          <Typography component="span" variant="body2" color="textSecondary">
            ({M.teamsSelected(filters.teams.length, allTeams.length)})
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => onChange({ teams: [...allTeams] })}
            disabled={loading}
          >
            {M.selectAllTeams}
          </Button>
          <Button size="small" onClick={() => onChange({ teams: [] })} disabled={loading}>
            {M.clearAllTeams}
          </Button>
        </Stack>
      </Stack>
      {allTeams.length === 0 ? (
        <Alert severity="info">{M.noTeamsForUser}</Alert>
      ) : (
        <Box
          role="group"
          aria-label={M.teams}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(138px, 1fr))',
            columnGap: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            px: 1.5,
            py: 0.5,
          }}
        >
          {allTeams.map((team) => (
            <FormControlLabel
              key={team}
              control={
                <Checkbox
                  size="small"
                  checked={selected.has(team)}
                  onChange={() => toggle(team)}
                  disabled={loading}
                />
              }
              label={teamName(team)}
              title={team}
              sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
            />
          ))}
        </Box>
      )}

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        // Top-aligned: a goal's reading under it must not push its neighbours down.
        sx={{ mt: 2, alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        {features.period && (
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={activeQuickPeriod(filters, today)}
              onChange={(_event, which: (typeof QUICK_PERIODS)[number] | null) => {
                if (which) onChange(quickPeriodDates(which, today));
              }}
              aria-label={M.quickPeriods}
              disabled={loading}
              sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.25, height: 40 } }}
            >
              {QUICK_PERIODS.map((which) => (
                <ToggleButton key={which} value={which}>
                  {M.quickPeriod[which]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              label={M.startDate}
              type="date"
              size="small"
              value={filters.from}
              onChange={(e) => onChange({ from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', md: 170 } }}
            />
            <TextField
              label={M.endDate}
              type="date"
              size="small"
              value={filters.to}
              onChange={(e) => onChange({ to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', md: 170 } }}
            />
          </>
        )}
        {features.status && (
          <TextField
            select
            label={M.status}
            size="small"
            value={filters.status}
            onChange={(e) => onChange({ status: e.target.value as GeneralStatusFilter })}
            sx={{ width: { xs: '100%', md: 170 } }}
          >
            {GENERAL_STATUS_FILTERS.map((status) => (
              <MenuItem key={status} value={status}>
                {STATUS_FILTER_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
        )}
        {features.dailyGoals && numberInput(M.dailyGoal, 'dailyGoal', 100)}
        {features.dailyGoals && numberInput(M.maxGoal, 'maxGoal', 1000)}
        {features.monthlyGoal && numberInput(M.monthlyGoal, 'monthlyGoal', 1000)}
        {features.search && (
          <TextField
            label={M.search}
            type="search"
            size="small"
            value={filters.search}
            placeholder={M.searchPlaceholder}
            onChange={(e) => onChange({ search: e.target.value })}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: 1, minWidth: { md: 240 } }}
          />
        )}
        <Box sx={{ flex: features.search ? 'none' : 1 }} />
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="contained"
            startIcon={<PlayArrowRoundedIcon />}
            onClick={onGenerate}
            disabled={loading || filters.teams.length === 0}
            sx={{ minWidth: 170 }}
          >
            {loading ? M.loading : M.generate}
          </Button>
          {(canExport || exportRoom) && (
            <Button
              {...(canExport ? {} : RESERVED)}
              variant="outlined"
              startIcon={
                exportRunning === 'csv' ? (
                  <CircularProgress size={16} />
                ) : (
                  <FileDownloadOutlinedIcon />
                )
              }
              onClick={onExport}
              disabled={exportDisabled || loading}
            >
              {exportRunning === 'csv' ? M.exporting : M.exportCsv}
            </Button>
          )}
          {(canExport || exportRoom) && (
            <Button
              {...(canExport ? {} : RESERVED)}
              variant="outlined"
              startIcon={
                exportRunning === 'xlsx' ? <CircularProgress size={16} /> : <GridOnOutlinedIcon />
              }
              onClick={onExportXlsx}
              disabled={exportDisabled || loading}
            >
              {exportRunning === 'xlsx' ? M.exporting : M.exportXlsx}
            </Button>
          )}
        </Stack>
      </Stack>
      {validation && (
        <Alert severity="warning" sx={{ mt: 2 }} onClose={onDismissValidation} role="alert">
          {validation}
        </Alert>
      )}
    </Paper>
  );
});

/** A button that keeps its room but is not there yet: unseen, out of reach and of the a11y tree. */
const RESERVED = {
  style: { visibility: 'hidden' },
  'aria-hidden': true,
  tabIndex: -1,
  disabled: true,
} as const;

/** What a goal input says under it: the amount the report will use, or (issue 22) why not. */
function goalReading(text: string): { helper: string; invalid: boolean } {
  const goal = readGoal(text);
  return goal === null
    ? { helper: FORM_MESSAGES.goalInvalid, invalid: true }
    : { helper: FORM_MESSAGES.goalReads(formatMoney(goal)), invalid: false };
}

/**
 * SPEC §2, §5 goal input: numeric, minimum 0, with a step. Issue 16: typed as pt-BR text (a
 * number input drops the comma), read by core's one reader (readGoal), and the amount it reads
 * shows under it. Issue 22: a negative, empty or non-numeric goal is refused under the field
 * ('Informe uma meta válida (zero ou maior).') and Gerar Relatório runs nothing. The arrow keys
 * step it as a number input would (never below 0).
 */
function GoalField({
  id,
  label,
  value,
  step,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  step: number;
  onChange: (value: string) => void;
}) {
  const { helper, invalid } = goalReading(value);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const next = (readGoal(value) ?? 0) + (event.key === 'ArrowUp' ? step : -step);
    onChange(numberForTyping(Math.max(0, next)));
  };
  return (
    <TextField
      label={label}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      id={id}
      error={invalid}
      helperText={helper}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 20 },
        inputLabel: { shrink: true },
        formHelperText: { sx: { mx: 0.5 } },
      }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
}
