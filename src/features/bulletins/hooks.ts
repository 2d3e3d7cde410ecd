import { useEffect, useState } from 'react';
import type { CatalogMaterial, ServiceLine } from '../../core/model';
import { invoiceTotals } from '../../core/money';
import { DEFAULT_GLOBAL_FACTOR } from '../../core/numbers';
import { useAppDispatch } from '../../shared/hooks';
import { messageOf } from '../../shared/writeFailure';
import { withDraft } from './columns';
import { EDITOR_MESSAGES } from './messages';
import { loadGlobalFactor, loadMaterialCatalog, loadServiceCatalog } from './thunks';
import type { CatalogServiceItem } from './thunks';

/** What a bulletin form needs from the catalogs (SPEC §7 reads), loaded once per screen. */
export interface CatalogState {
  /** nde + ndm; null while loading (and after a failure). */
  services: CatalogServiceItem[] | null;
  materials: CatalogMaterial[] | null;
  /** SPEC §8 'Erro ao carregar serviços: …'. */
  servicesError: string | null;
  /** SPEC §8 'Erro ao carregar materiais: …'. */
  materialsError: string | null;
  /** D2; the default until the setting arrives (or when it cannot be read). */
  globalFactor: number;
}

/** Loads the service and material catalogs and the global factor for a form. */
export function useCatalogs(options: { catalogs?: boolean } = {}): CatalogState {
  const dispatch = useAppDispatch();
  const wantCatalogs = options.catalogs !== false;
  const [state, setState] = useState<CatalogState>({
    services: null,
    materials: null,
    servicesError: null,
    materialsError: null,
    globalFactor: DEFAULT_GLOBAL_FACTOR,
  });

  useEffect(() => {
    let live = true;
    const update = (patch: Partial<CatalogState>) => {
      if (live) setState((current) => ({ ...current, ...patch }));
    };
    dispatch(loadGlobalFactor()).then(
      (globalFactor) => update({ globalFactor }),
      (error: unknown) => console.error('defaults/currentFactor:', error),
    );
    if (wantCatalogs) {
      dispatch(loadServiceCatalog()).then(
        (services) => update({ services }),
        (error: unknown) =>
          update({ servicesError: EDITOR_MESSAGES.servicesLoadError(messageOf(error)) }),
      );
      dispatch(loadMaterialCatalog()).then(
        (materials) => update({ materials }),
        (error: unknown) =>
          update({ materialsError: EDITOR_MESSAGES.materialsLoadError(messageOf(error)) }),
      );
    }
    return () => {
      live = false;
    };
  }, [dispatch, wantCatalogs]);

  return state;
}

/**
 * SPEC §9, D5: the services as they are on screen, with the line being typed in place of its
 * stored version, and their totals, so the totals follow a quantity as it is typed.
 */
export function useServiceDraft(services: readonly ServiceLine[], globalFactor: number) {
  const [draft, setDraft] = useState<{ index: number | null; line: ServiceLine | null }>({
    index: null,
    line: null,
  });
  const onScreen = withDraft(services, draft.index, draft.line);
  return {
    onScreen,
    totals: invoiceTotals(onScreen, globalFactor),
    /** For `LinesTable`'s onDraftChange. */
    onDraftChange: (index: number | null, line: ServiceLine | null) => setDraft({ index, line }),
    clearDraft: () => setDraft({ index: null, line: null }),
  };
}
