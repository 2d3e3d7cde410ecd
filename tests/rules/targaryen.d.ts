/** The part of targaryen 3 (offline RTDB rules evaluator, no types of its own) these tests use. */
declare module 'targaryen' {
  export interface Result {
    allowed: boolean;
    /** The rule evaluation trace (with `debug: true`). */
    info: string;
    path: string;
  }

  export interface ReadQuery {
    orderByChild?: string;
    startAt?: unknown;
    endAt?: unknown;
    equalTo?: unknown;
  }

  export interface Database {
    as(auth: Record<string, unknown> | null): Database;
    with(options: { debug?: boolean; now?: number }): Database;
    read(path: string, options?: { now?: number; query?: ReadQuery }): Result;
    write(path: string, value: unknown, options?: { now?: number }): Result;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): Result;
  }

  const targaryen: {
    database(rules: object, data: unknown, now?: number | null): Database;
  };
  export default targaryen;
}
