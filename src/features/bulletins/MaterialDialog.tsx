import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { CatalogMaterial, MaterialLine } from '../../core/model';
import { parseNumber } from '../../core/numbers';
import { validateMaterial } from '../../core/validation';
import {
  CATALOG_PAGE,
  DEFAULT_MATERIAL_ACTION,
  materialFromCatalog,
  searchMaterials,
} from './lines';
import { MATERIAL_ACTIONS, BULLETIN_TEXT as T } from './messages';

interface MaterialDialogProps {
  open: boolean;
  /** The material catalog; null while it loads. */
  catalog: readonly CatalogMaterial[] | null;
  loadError: string | null;
  onAdd: (line: MaterialLine) => Promise<boolean> | boolean;
  onClose: () => void;
}

/**
 * SPEC §2, §3: a material from the catalog with its quantity, action (INSTALADO by default, or
 * RETIRADO) and type; SPEC §5: description, code and quantity are required.
 */
export function MaterialDialog({ open, ...props }: MaterialDialogProps) {
  return (
    <Dialog open={open} onClose={props.onClose} maxWidth="sm" fullWidth>
      {open && <MaterialDialogBody {...props} />}
    </Dialog>
  );
}

function MaterialDialogBody({
  catalog,
  loadError,
  onAdd,
  onClose,
}: Omit<MaterialDialogProps, 'open'>) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<CatalogMaterial | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [action, setAction] = useState<string>(DEFAULT_MATERIAL_ACTION);
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const shown = useMemo(
    () => searchMaterials(catalog ?? [], query).slice(0, CATALOG_PAGE),
    [catalog, query],
  );

  const choose = (item: CatalogMaterial) => {
    setSelected(item);
    setType(item.type ?? '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setError(T.chooseMaterial);
      return;
    }
    const line = materialFromCatalog(selected, parseNumber(quantity), action, type);
    const invalid = validateMaterial(line);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setBusy(true);
    const done = await onAdd(line);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <DialogTitle>{T.materialDialogTitle}</DialogTitle>
      <DialogContent dividers>
        {loadError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {loadError}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          label={T.searchService}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box
          sx={{
            mt: 1.5,
            height: 220,
            overflow: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {catalog === null && !loadError ? (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
              <CircularProgress size={28} />
            </Box>
          ) : shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {T.noMaterialMatch}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={T.material}>
              {shown.map((item, index) => (
                <ListItemButton
                  key={item.id ?? `${item.material}-${index}`}
                  selected={selected === item}
                  onClick={() => choose(item)}
                  data-testid="catalog-material"
                  sx={{ gap: 1.5 }}
                >
                  <Typography
                    sx={{ fontWeight: 600, minWidth: 72, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {item.material}
                  </Typography>
                  <Typography sx={{ flex: 1 }}>{item.descriptions}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.type}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
            gap: 2,
            mt: 2.5,
          }}
        >
          <TextField
            label={T.quantity}
            required
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            select
            label={T.action}
            value={action}
            onChange={(event) => setAction(event.target.value)}
          >
            {MATERIAL_ACTIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={T.type}
            value={type}
            onChange={(event) => setType(event.target.value)}
          />
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {T.add}
        </Button>
      </DialogActions>
    </Box>
  );
}
