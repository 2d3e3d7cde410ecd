/**
 * P50, Firebase mode: the database read from the test process with the app's own Firebase
 * repos (the real SDK, as an admin of the seeded demo), what fixture mode reads through
 * `window.faturamentoDemo` in the page: the same InvoiceRepo and UserRepo code, so both modes'
 * journeys compare the same shapes.
 */
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { createFirebaseInvoiceRepo } from '../../../adapters/firebase/invoiceRepo';
import { createFirebaseUserRepo } from '../../../adapters/firebase/userRepo';
import type { InvoiceRepo, UserRepo } from '../../../src/core/ports';
import { demoExport } from './demo';

let opened: { app: FirebaseApp; invoices: InvoiceRepo; users: UserRepo } | null = null;

/** The repos over the local database, signed in (an unsigned emulator token) as the admin. */
export function firebaseReader(): { invoices: InvoiceRepo; users: UserRepo } {
  if (opened) return opened;
  const standIn = new URL(process.env.E2E_STAND_IN ?? '');
  const users = (
    demoExport() as unknown as { users: Record<string, { type: string; email: string }> }
  ).users;
  const [uid, admin] = Object.entries(users).find(([, user]) => user.type === 'admin') ?? [];
  if (!uid || !admin) throw new Error('the demo has no admin');
  setLogLevel('error');
  const app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId: 'demo-faturamento',
      appId: '1:000000000000:web:0000000000000000',
      databaseURL: `http://${standIn.host}?ns=demo-faturamento`,
    },
    'e2e-reader',
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, standIn.hostname, Number(standIn.port), {
    mockUserToken: { user_id: uid, sub: uid, email: admin.email },
  });
  opened = { app, invoices: createFirebaseInvoiceRepo(db), users: createFirebaseUserRepo(db) };
  return opened;
}

/** Closes the reader's connection (end of a test file). */
export async function closeFirebaseReader(): Promise<void> {
  if (!opened) return;
  const { app } = opened;
  opened = null;
  await deleteApp(app);
}
