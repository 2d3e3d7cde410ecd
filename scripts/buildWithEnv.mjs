// A `vite build` with some VITE_* settings in the environment (Vite reads VITE_* from the
// environment before any .env file), put back as they were afterwards: the Firebase-mode builds
// of the e2e runner and bench:firebase against the local Firebase (P50).
import { build } from 'vite';

/** Runs `build(options)` with `env` set in process.env, then restores process.env. */
export async function buildWithEnv(env, options) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build(options);
  } finally {
    for (const key of Object.keys(env)) {
      if (key in saved) process.env[key] = saved[key];
      else delete process.env[key];
    }
  }
}
