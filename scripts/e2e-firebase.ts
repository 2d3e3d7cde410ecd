/**
 * The local Firebase of the Firebase-mode journeys (P50), as a child of scripts/e2e.mjs: the
 * Auth emulator and the rules-judging database stand-in (scripts/localFirebase.ts), seeded with
 * the demo the journeys choose their bulletins from (tests/e2e/support/demo.ts: today in the
 * contexts' zone). Prints one JSON line (the build's VITE_* settings and the control API's URL)
 * and runs until its standard input closes or it is told to stop.
 */
import { demoExport } from '../tests/e2e/support/demo';
import { startLocalFirebase } from './localFirebase';

const local = await startLocalFirebase({
  data: demoExport() as unknown as Record<string, unknown>,
});
console.log(JSON.stringify({ env: local.env, standIn: `http://${local.databaseHost}/` }));
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await local.stop();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
