import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { Supervisor } from '../../core/supervisors';
import type { EditState } from './adminSlice';
import { ADMIN_MESSAGES as M, editLabel } from './messages';
import { TeamPicker } from './TeamPicker';

interface SupervisorTableProps {
  supervisors: readonly Supervisor[];
  editing: EditState | null;
  saving: boolean;
  saveFailed: boolean;
  onEdit: (uid: string) => void;
  onToggle: (code: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

function initials(name: string): string {
  const parts = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0]}${parts.at(-1)?.[0]}` : (parts[0] ?? '?');
  return letters.slice(0, 2).toUpperCase();
}

function TeamChips({ teams }: { teams: readonly string[] }) {
  if (teams.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
        {M.noTeams}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {teams.map((team) => (
        <Chip key={team} label={team} size="small" variant="outlined" color="primary" />
      ))}
    </Box>
  );
}

/**
 * SPEC §2 admin table (Nome, Email, Equipes Supervisionadas, Ações). One row at a time is in
 * edit mode: its teams cell holds the checkboxes, its actions Salvar and Cancelar; Esc cancels
 * and the focus returns to the row's Editar button.
 */
export function SupervisorTable({
  supervisors,
  editing,
  saving,
  saveFailed,
  onEdit,
  onToggle,
  onSave,
  onCancel,
}: SupervisorTableProps) {
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const lastEdited = useRef<string | null>(null);

  useEffect(() => {
    if (editing) {
      lastEdited.current = editing.uid;
    } else if (lastEdited.current) {
      editButtons.current.get(lastEdited.current)?.focus();
      lastEdited.current = null;
    }
  }, [editing]);

  const onRowKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <TableContainer>
      <Table aria-label={M.tableLabel} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '20%' }}>{M.columnName}</TableCell>
            <TableCell sx={{ width: '20%' }}>{M.columnEmail}</TableCell>
            <TableCell>{M.columnTeams}</TableCell>
            <TableCell align="right" sx={{ width: 190 }}>
              {M.columnActions}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {supervisors.map((supervisor) => {
            const isEditing = editing?.uid === supervisor.uid;
            return (
              <TableRow
                key={supervisor.uid}
                data-testid="supervisor-row"
                data-uid={supervisor.uid}
                selected={isEditing}
                onKeyDown={isEditing ? onRowKeyDown : undefined}
                sx={{ verticalAlign: 'top', '&:last-child td': { borderBottom: 0 } }}
              >
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar
                      aria-hidden
                      sx={{ width: 32, height: 32, fontSize: '0.8rem', bgcolor: 'secondary.main' }}
                    >
                      {initials(supervisor.name)}
                    </Avatar>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {supervisor.name}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ pt: 0.75, wordBreak: 'break-all' }}>
                    {supervisor.email || '—'}
                  </Typography>
                </TableCell>
                <TableCell>
                  {isEditing && editing ? (
                    <>
                      <TeamPicker
                        name={supervisor.name}
                        selected={editing.teams}
                        disabled={saving}
                        onToggle={onToggle}
                      />
                      {saveFailed && (
                        <Alert severity="error" sx={{ mt: 1.5 }}>
                          {M.saveError}
                        </Alert>
                      )}
                      <Typography
                        variant="caption"
                        color="textSecondary"
                        sx={{ display: 'block', mt: 1 }}
                      >
                        {M.saveHint}
                      </Typography>
                    </>
                  ) : (
                    <Box sx={{ pt: 0.5 }}>
                      <TeamChips teams={supervisor.teams} />
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right">
                  {isEditing ? (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        variant="contained"
                        size="small"
                        onClick={onSave}
                        disabled={saving}
                        startIcon={
                          saving ? (
                            <CircularProgress size={14} color="inherit" />
                          ) : (
                            <SaveRoundedIcon />
                          )
                        }
                      >
                        {saving ? M.saving : M.save}
                      </Button>
                      <Button
                        variant="outlined"
                        color="secondary"
                        size="small"
                        onClick={onCancel}
                        disabled={saving}
                        startIcon={<CloseRoundedIcon />}
                      >
                        {M.cancel}
                      </Button>
                    </Stack>
                  ) : (
                    <Button
                      variant="outlined"
                      size="small"
                      startIcon={<EditRoundedIcon />}
                      aria-label={editLabel(supervisor.name)}
                      disabled={editing !== null}
                      onClick={() => onEdit(supervisor.uid)}
                      ref={(node: HTMLButtonElement | null) => {
                        if (node) editButtons.current.set(supervisor.uid, node);
                        else editButtons.current.delete(supervisor.uid);
                      }}
                    >
                      {M.edit}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
