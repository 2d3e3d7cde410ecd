/** Worker of the worker-session check: builds its own repo from the settings and reads. */
import { getAuth } from 'firebase/auth';
import type { FirebaseSettings } from '../../config';
import { createFirebaseWorkerRepos } from '../../worker';

self.onmessage = async (event: MessageEvent<FirebaseSettings>) => {
  try {
    const { invoices } = await createFirebaseWorkerRepos(event.data);
    const uid = getAuth().currentUser?.uid ?? null;
    const entries = await invoices.listAll('ORCDISTBA01');
    self.postMessage({ uid, keys: entries.map((entry) => entry.key) });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
