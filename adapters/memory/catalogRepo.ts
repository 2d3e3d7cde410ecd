import type { CatalogMaterial, CatalogService } from '../../src/core/model';
import { GLOBAL_FACTOR_PATHS, resolveGlobalFactor } from '../../src/core/numbers';
import type { CatalogRepo } from '../../src/core/ports';
import { compareKeys } from '../rtdb/order';
import type { TreeStore } from './treeStore';

/** The records of a catalog node (an array or an object, D1), each with its id. */
function withIds<T extends { id?: string }>(node: unknown): T[] {
  if (typeof node !== 'object' || node === null) return [];
  const children = node as Record<string, unknown>;
  const keys = Array.isArray(node) ? node.map((_, i) => String(i)) : Object.keys(children);
  const items: T[] = [];
  for (const key of keys.sort(compareKeys)) {
    const item = children[key];
    if (typeof item !== 'object' || item === null) continue;
    const record = item as T;
    items.push({ ...record, id: record.id ?? key });
  }
  return items;
}

/**
 * The catalogs under defaults/ and the global factor (SPEC §7, D2) over a TreeStore.
 *
 * @example
 * const factor = await createMemoryCatalogRepo(store).globalFactor(); // 1.6568 by default
 */
export function createMemoryCatalogRepo(store: TreeStore): CatalogRepo {
  return {
    async listServices(type) {
      return withIds<CatalogService>(await store.get(`defaults/services/${type}`));
    },
    async listMaterials() {
      return withIds<CatalogMaterial>(await store.get('defaults/materials/items'));
    },
    async globalFactor() {
      const candidates = await Promise.all(GLOBAL_FACTOR_PATHS.map((path) => store.get(path)));
      return resolveGlobalFactor(candidates);
    },
  };
}
