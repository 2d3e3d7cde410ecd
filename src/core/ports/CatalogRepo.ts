import type { CatalogMaterial, CatalogService, ServiceType } from '../model';

/** The catalogs and settings under defaults/ and settings/ (SPEC §7, D2). */
export interface CatalogRepo {
  /** defaults/services/{nde|ndm}, each with its id (the child key when the record has none). */
  listServices(type: ServiceType): Promise<CatalogService[]>;
  /** defaults/materials/items, each with its id. */
  listMaterials(): Promise<CatalogMaterial[]>;
  /**
   * D2: defaults/currentFactor, then settings/currentFactor, then settings/currentFator;
   * the first number above 0 wins, else 1.6568.
   */
  globalFactor(): Promise<number>;
}
