/**
 * Main thread of the worker-session check: signs in with the app's Auth (getAuth, IndexedDB
 * persistence), then asks a module worker to read through createFirebaseWorkerInvoiceRepo.
 */
import { initializeApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import type { FirebaseSettings } from '../../config';

export interface CheckResult {
  /** The ID token of the main thread's user. */
  token: string;
  /** What the worker saw: its Auth user and the keys it read, or an error. */
  worker: { uid: string | null; keys: string[] } | { error: string };
}

const databasePort = new URLSearchParams(location.search).get('db') ?? '';
const settings: FirebaseSettings = {
  apiKey: 'test-api-key',
  authDomain: 'demo-faturamento.firebaseapp.com',
  // An http URL makes the SDK connect without TLS, to the fake server of the check.
  databaseURL: `http://127.0.0.1:${databasePort}?ns=demo-faturamento`,
  projectId: 'demo-faturamento',
  appId: '1:000000000000:web:0000000000000000',
};

async function run(): Promise<CheckResult> {
  const auth = getAuth(initializeApp(settings));
  const credential = await signInWithEmailAndPassword(auth, 'admin@demo.local', 'secret1');
  const token = await credential.user.getIdToken();
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const answer = await new Promise<CheckResult['worker']>((resolve) => {
    worker.onmessage = (event: MessageEvent<CheckResult['worker']>) => resolve(event.data);
    worker.postMessage(settings);
  });
  worker.terminate();
  return { token, worker: answer };
}

Object.assign(globalThis, { runWorkerSessionCheck: run });
const out = document.getElementById('out');
if (out) out.textContent = 'ready';
