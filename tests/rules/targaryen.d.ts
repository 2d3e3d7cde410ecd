/** The part of targaryen 3 (offline RTDB rules evaluator, no types of its own) these tests use. */
declare module 'targaryen' {
  export interface Result {
    allowed: boolean;
    /** The rule evaluation trace (with `debug: true`). */
    info: string;
    path: string;
    /** The database after the write (writes and updates). */
    newDatabase?: Database;
  }

  export interface ReadQuery {
    orderByChild?: string;
    startAt?: unknown;
    endAt?: unknown;
    equalTo?: unknown;
  }

  /** targaryen's immutable data tree. */
  export interface DataNode {
    $set(path: string, value: unknown, priority?: unknown, now?: number): DataNode;
  }

  export interface Database {
    readonly root: DataNode;
    readonly rules: unknown;
    as(auth: Record<string, unknown> | null): Database;
    with(options: { debug?: boolean; now?: number; data?: DataNode }): Database;
    read(path: string, options?: { now?: number; query?: ReadQuery }): Result;
    write(path: string, value: unknown, options?: { now?: number }): Result;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): Result;
  }

  const targaryen: {
    database(rules: object, data: unknown, now?: number | null): Database;
  };
  export default targaryen;
}
