import { get, ref, type Database, type DataSnapshot } from 'firebase/database';
import type { CatalogMaterial, CatalogService } from '../../src/core/model';
import { GLOBAL_FACTOR_PATHS, resolveGlobalFactor } from '../../src/core/numbers';
import type { CatalogRepo } from '../../src/core/ports';
import { paths } from './paths';

/** Catalog children, each with its id: the record's own, else its child key (D1 arrays too). */
function withIds<T extends { id?: string }>(snapshot: DataSnapshot): T[] {
  const items: T[] = [];
  snapshot.forEach((child) => {
    const value: unknown = child.val();
    if (child.key !== null && value !== null && typeof value === 'object') {
      const item = value as T;
      const id: unknown = (value as { id?: unknown }).id;
      items.push(id === undefined || id === null ? { ...item, id: child.key } : item);
    }
  });
  return items;
}

/** CatalogRepo over defaults/ and settings/ (SPEC §7, D2). */
export function createFirebaseCatalogRepo(db: Database): CatalogRepo {
  return {
    async listServices(type) {
      return withIds<CatalogService>(await get(ref(db, paths.services(type))));
    },

    async listMaterials() {
      return withIds<CatalogMaterial>(await get(ref(db, paths.materials)));
    },

    async globalFactor() {
      // D2: all three places are read; core decides which one wins.
      const snapshots = await Promise.all(GLOBAL_FACTOR_PATHS.map((path) => get(ref(db, path))));
      return resolveGlobalFactor(snapshots.map((snapshot) => snapshot.val() as unknown));
    },
  };
}
