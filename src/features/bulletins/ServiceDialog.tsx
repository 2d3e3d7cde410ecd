import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../core/format';
import type { ServiceLine, ServiceType } from '../../core/model';
import { parseNumber } from '../../core/numbers';
import { checkAddServiceQuantity, serviceBoundProblem } from '../../core/validation';
import { CatalogList, LineDialog, LineDialogForm, SearchField, useAddLine } from './LineDialog';
import type { AddLineProps } from './LineDialog';
import { CATALOG_PAGE, searchServices, serviceFromCatalog } from './lines';
import { BULLETIN_TEXT as T } from './messages';
import type { CatalogServiceItem } from './thunks';

interface ServiceDialogProps extends AddLineProps<ServiceLine> {
  open: boolean;
  /** The nde and ndm catalogs; null while they load. */
  catalog: readonly CatalogServiceItem[] | null;
  /** 'Erro ao carregar serviços: …' when the catalogs could not be read. */
  loadError: string | null;
}

type CatalogFilter = 'all' | ServiceType;

/**
 * SPEC §2, §5: the add-service dialog. It searches the nde and ndm catalogs by code and
 * description (D21) and takes an integer quantity of at least 1.
 */
export function ServiceDialog({ open, ...props }: ServiceDialogProps) {
  return (
    <LineDialog open={open} onClose={props.onClose} maxWidth="md">
      <ServiceDialogBody {...props} />
    </LineDialog>
  );
}

function ServiceDialogBody({
  catalog,
  loadError,
  onAdd,
  onClose,
  check,
}: Omit<ServiceDialogProps, 'open'>) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<CatalogFilter>('all');
  const [selected, setSelected] = useState<CatalogServiceItem | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { busy, add } = useAddLine({ onAdd, onClose });

  const matches = useMemo(() => {
    const pool = (catalog ?? []).filter((item) => filter === 'all' || item.catalog === filter);
    return { total: pool.length, items: searchServices(pool, query) };
  }, [catalog, filter, query]);
  const shown = matches.items.slice(0, CATALOG_PAGE);
  // SPEC §5, issue 16: an integer of at least 1, read as typed in pt-BR ("2,5" is refused).
  const checked = checkAddServiceQuantity(quantity);
  const quantityError = (tried || quantity !== '1') && !checked.ok ? checked.message : null;

  const submit = async () => {
    setTried(true);
    if (!selected || !checked.ok || checked.value === null) return;
    const line = serviceFromCatalog(selected, checked.value);
    // P56: a catalog price or factor beyond the rules' bound, or a total the bulletin may not
    // store, is refused here, before the line is kept (or written, in the editor).
    const refused = serviceBoundProblem(line) ?? check?.(line) ?? null;
    setRefusal(refused);
    if (refused) return;
    await add(line);
  };

  return (
    <LineDialogForm
      title={T.serviceDialogTitle}
      loadError={loadError}
      error={refusal}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <SearchField value={query} onChange={setQuery} sx={{ flex: 1, minWidth: 260 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={T.catalog}
          onChange={(_event, value: CatalogFilter | null) => value && setFilter(value)}
        >
          <ToggleButton value="all">{T.catalogAll}</ToggleButton>
          <ToggleButton value="nde">NDE</ToggleButton>
          <ToggleButton value="ndm">NDM</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography variant="caption" color="textSecondary">
        {T.catalogCount(matches.items.length, matches.total)}
      </Typography>
      <CatalogList
        label={T.catalog}
        loading={catalog === null && !loadError}
        empty={shown.length === 0}
        emptyText={T.noCatalogMatch}
        mt={0.5}
        height={300}
        borderColor={tried && !selected ? 'error.main' : 'divider'}
      >
        {shown.map((item) => (
          <ListItemButton
            key={`${item.catalog}-${item.id ?? item.code}`}
            selected={selected === item}
            onClick={() => {
              setSelected(item);
              setRefusal(null);
            }}
            data-testid="catalog-service"
            sx={{ gap: 1.5, alignItems: 'flex-start', py: 1 }}
          >
            <Chip
              size="small"
              label={item.catalog.toUpperCase()}
              color={item.catalog === 'nde' ? 'primary' : 'secondary'}
              variant="outlined"
              sx={{ mt: 0.25, minWidth: 52 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.code} · {item.activity || item.service}
              </Typography>
              <Typography variant="body2" color="textSecondary" noWrap>
                {item.description}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(parseNumber(item.price))}
              {item.unid ? ` / ${item.unid}` : ''}
            </Typography>
          </ListItemButton>
        ))}
      </CatalogList>
      {tried && !selected && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {T.chooseService}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2.5, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <Typography variant="overline" color="textSecondary">
            {T.selectedService}
          </Typography>
          <Typography data-testid="selected-service">
            {selected ? `${selected.code} · ${selected.activity || selected.service}` : '—'}
          </Typography>
        </Box>
        <TextField
          label={T.quantity}
          required
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={quantityError !== null}
          helperText={quantityError ?? T.quantityHelper}
          // A text field: a number input would drop the pt-BR comma ("2,5" became 25).
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          sx={{ width: 280 }}
        />
      </Box>
    </LineDialogForm>
  );
}
