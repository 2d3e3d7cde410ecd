import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { CatalogMaterial, MaterialLine } from '../../core/model';
import { LINE_TEXT_LIMITS, validateMaterial } from '../../core/validation';
import { CatalogList, LineDialog, LineDialogForm, SearchField, useAddLine } from './LineDialog';
import type { AddLineProps } from './LineDialog';
import {
  CATALOG_PAGE,
  DEFAULT_MATERIAL_ACTION,
  materialFromCatalog,
  normalizeMaterialLine,
  searchMaterials,
} from './lines';
import { MATERIAL_ACTIONS, BULLETIN_TEXT as T } from './messages';

interface MaterialDialogProps extends AddLineProps<MaterialLine> {
  open: boolean;
  /** The material catalog; null while it loads. */
  catalog: readonly CatalogMaterial[] | null;
  loadError: string | null;
}

/**
 * SPEC §2, §3: a material from the catalog with its quantity, action (INSTALADO by default, or
 * RETIRADO) and type; SPEC §5: description, code and quantity are required.
 */
export function MaterialDialog({ open, ...props }: MaterialDialogProps) {
  return (
    <LineDialog open={open} onClose={props.onClose} maxWidth="sm">
      <MaterialDialogBody {...props} />
    </LineDialog>
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
  const { busy, add } = useAddLine({ onAdd, onClose });

  const shown = useMemo(
    () => searchMaterials(catalog ?? [], query).slice(0, CATALOG_PAGE),
    [catalog, query],
  );

  const choose = (item: CatalogMaterial) => {
    setSelected(item);
    setType(item.type ?? '');
  };

  const submit = async () => {
    if (!selected) {
      setError(T.chooseMaterial);
      return;
    }
    // Issue 16: the quantity as typed is checked (pt-BR, D3), then stored as the number it reads.
    const line = { ...materialFromCatalog(selected, 0, action, type), quantity };
    const invalid = validateMaterial(line);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    await add(normalizeMaterialLine(line));
  };

  return (
    <LineDialogForm
      title={T.materialDialogTitle}
      loadError={loadError}
      error={error}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <SearchField fullWidth value={query} onChange={setQuery} />
      <CatalogList
        label={T.material}
        loading={catalog === null && !loadError}
        empty={shown.length === 0}
        emptyText={T.noMaterialMatch}
        mt={1.5}
        height={220}
      >
        {shown.map((item, index) => (
          <ListItemButton
            key={item.id ?? `${item.material}-${index}`}
            selected={selected === item}
            onClick={() => choose(item)}
            data-testid="catalog-material"
            sx={{ gap: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600, minWidth: 72, fontVariantNumeric: 'tabular-nums' }}>
              {item.material}
            </Typography>
            <Typography sx={{ flex: 1 }}>{item.descriptions}</Typography>
            <Typography variant="body2" color="textSecondary">
              {item.type}
            </Typography>
          </ListItemButton>
        ))}
      </CatalogList>
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
          helperText={T.materialQuantityHelper}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
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
          slotProps={{ htmlInput: { maxLength: LINE_TEXT_LIMITS.materials.type } }}
        />
      </Box>
    </LineDialogForm>
  );
}
