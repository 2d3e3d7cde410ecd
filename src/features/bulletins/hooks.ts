import { useEffect, useState } from 'react';
import type { CatalogMaterial, ServiceLine } from '../../core/model';
import { invoiceTotals } from '../../core/money';
import { DEFAULT_GLOBAL_FACTOR } from '../../core/numbers';
import { useAppDispatch } from '../../shared/hooks';
import { writeFailureText } from '../../shared/writeFailure';
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

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
          update({ servicesError: EDITOR_MESSAGES.servicesLoadError(reason(error)) }),
      );
      dispatch(loadMaterialCatalog()).then(
        (materials) => update({ materials }),
        (error: unknown) =>
          update({ materialsError: EDITOR_MESSAGES.materialsLoadError(reason(error)) }),
      );
    }
    return () => {
      live = false;
    };
  }, [dispatch, wantCatalogs]);

  return state;
}

/**
 * The error text of a failed write, for the SPEC §8 'Erro ao …: {message}' alerts: its cause
 * in Portuguese (P59: a refusal of the rules, no answer, or the error's own words).
 */
export function errorText(error: unknown): string {
  return writeFailureText(error);
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
