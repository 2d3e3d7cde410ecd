// Types of scripts/buildWithEnv.mjs for the TypeScript scripts.
import type { InlineConfig } from 'vite';

/** Runs Vite's `build(options)` with `env` set in process.env, then restores process.env. */
export declare function buildWithEnv(
  env: Record<string, string>,
  options: InlineConfig,
): Promise<void>;
