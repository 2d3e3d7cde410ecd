import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import {
  currentPeriod,
  formatIsoDate,
  homeDefaultPeriod,
  periodFromIsoDates,
  shiftCycle,
} from '../../core/dates';
import type { DateRange } from '../../core/model';
import { HOME_MESSAGES as M } from './messages';

type Preset = keyof typeof M.periodPresets;

/** D11: the presets, from the browser's today (D8); 'default' is the current cycle and two before. */
export function periodPresets(today: number): Record<Exclude<Preset, 'custom'>, DateRange> {
  const end = currentPeriod(today).end;
  return {
    default: homeDefaultPeriod(today),
    current: currentPeriod(today),
    six: { start: shiftCycle(today, -5).start, end },
    twelve: { start: shiftCycle(today, -11).start, end },
  };
}

function presetOf(period: DateRange, presets: ReturnType<typeof periodPresets>): Preset {
  for (const [name, range] of Object.entries(presets)) {
    if (range.start === period.start && range.end === period.end) return name as Preset;
  }
  return 'custom';
}

/**
 * D11: the home table's period: a few whole-cycle presets, or two dates. The unchecked
 * bulletins stay listed whatever the period (the second live query).
 */
export function PeriodSelector({
  today,
  value,
  onChange,
}: {
  today: number;
  value: DateRange;
  onChange: (period: DateRange) => void;
}) {
  const presets = useMemo(() => periodPresets(today), [today]);
  const [customChosen, setCustomChosen] = useState(false);
  const preset = customChosen ? 'custom' : presetOf(value, presets);
  const [from, setFrom] = useState(formatIsoDate(value.start));
  const [to, setTo] = useState(formatIsoDate(value.end));

  const applyDates = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const period = periodFromIsoDates(nextFrom, nextTo);
    if (period && period.start <= period.end) onChange(period);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={M.periodLabel}
        value={preset}
        onChange={(e) => {
          const next = e.target.value as Preset;
          if (next === 'custom') {
            setCustomChosen(true);
            setFrom(formatIsoDate(value.start));
            setTo(formatIsoDate(value.end));
            return;
          }
          setCustomChosen(false);
          onChange(presets[next]);
        }}
        sx={{ minWidth: 260 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'period-preset' } } }}
      >
        {(Object.keys(M.periodPresets) as Preset[]).map((name) => (
          <MenuItem key={name} value={name}>
            {M.periodPresets[name]}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label={M.periodFrom}
            value={from}
            onChange={(e) => applyDates(e.target.value, to)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={M.periodTo}
            value={to}
            onChange={(e) => applyDates(from, e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Box>
  );
}
