import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import {
  FORM_MESSAGES,
  GENERAL_STATUS_FILTERS,
  STATUS_FILTER_LABELS,
  formatMoney,
  numberForTyping,
  parseGoal,
  readTypedNumber,
  teamName,
} from '../../core';
import type { GeneralStatusFilter } from '../../core';
import { REPORT_MESSAGES as M } from './messages';
import type { FilterFeatures, ReportFilters } from './reportFilters';

interface FilterBlockProps {
  /** The user's teams (SPEC §2: reports list the teams of the signed-in user). */
  allTeams: readonly string[];
  filters: ReportFilters;
  features: FilterFeatures;
  onChange: (patch: Partial<ReportFilters>) => void;
  onGenerate: () => void;
  onExport: () => void;
  /** D50: Exportar Excel, beside Exportar CSV under the same rules. */
  onExportXlsx: () => void;
  loading: boolean;
  exporting: boolean;
  /** Exportar CSV shows once data exists (SPEC §2). */
  canExport: boolean;
  validation: string | null;
  onDismissValidation: () => void;
}

/**
 * SPEC §2 common filter block: team checkboxes with Selecionar Todas / Desmarcar Todas, the
 * period, the search, the report's own inputs, Gerar Relatório (disabled with no team or while
 * loading, then 'Carregando...') and Exportar CSV once data exists. Fechar is in the frame.
 */
export function FilterBlock({
  allTeams,
  filters,
  features,
  onChange,
  onGenerate,
  onExport,
  onExportXlsx,
  loading,
  exporting,
  canExport,
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
  const numberInput = (
    label: string,
    key: 'dailyGoal' | 'maxGoal' | 'monthlyGoal',
    step: number,
  ) => (
    <GoalField
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
          <Typography component="span" variant="body2" color="text.secondary">
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
        sx={{ mt: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        {features.period && (
          <>
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
          {canExport && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={onExport}
              disabled={exporting || loading}
            >
              {M.exportCsv}
            </Button>
          )}
          {canExport && (
            <Button
              variant="outlined"
              startIcon={<GridOnOutlinedIcon />}
              onClick={onExportXlsx}
              disabled={exporting || loading}
            >
              {M.exportXlsx}
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
}

/** What a goal input says under it: the amount the report will use, or why it counts as 0. */
function goalReading(text: string): { helper: string; warn: boolean } {
  const read = readTypedNumber(text);
  if (read.ok && read.value >= 0) {
    return { helper: FORM_MESSAGES.goalReads(formatMoney(read.value)), warn: false };
  }
  if (read.ok) return { helper: FORM_MESSAGES.goalNegative, warn: true };
  if (read.problem === 'ambiguous') {
    return { helper: FORM_MESSAGES.goalAmbiguous(text.trim()), warn: true };
  }
  return { helper: FORM_MESSAGES.goalUnreadable, warn: true };
}

/**
 * SPEC §2, §5 goal input: numeric, minimum 0, with a step; non-numeric counts as 0. Issue 16:
 * typed as pt-BR text (a number input drops the comma), read by core's one reader (parseGoal),
 * and the amount it reads shows under it, so "5.000" or "abc" never silently become a goal of 5
 * or 0. The arrow keys step it as a number input would (never below 0).
 */
function GoalField({
  label,
  value,
  step,
  onChange,
}: {
  label: string;
  value: string;
  step: number;
  onChange: (value: string) => void;
}) {
  const { helper, warn } = goalReading(value);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const next = parseGoal(value) + (event.key === 'ArrowUp' ? step : -step);
    onChange(numberForTyping(Math.max(0, next)));
  };
  return (
    <TextField
      label={label}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      error={warn}
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
