import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import { startFakeRtdbServer, type FakeRtdbServer, type WireRequest } from './fakeRtdbServer';

let apps = 0;

/** A Database of the real SDK connected to a fresh fake server (see fakeRtdbServer.ts). */
export async function openFakeDatabase(): Promise<{
  fake: FakeRtdbServer;
  db: Database;
  /** The requests of the given actions, without the connection's stats report. */
  wire: (...actions: string[]) => WireRequest[];
  close: () => Promise<void>;
}> {
  // Refused writes are part of the tests; the SDK's console warnings about them are noise.
  setLogLevel('error');
  const fake = await startFakeRtdbServer();
  apps += 1;
  const app = initializeApp(
    {
      apiKey: 'test-api-key',
      projectId: 'demo-faturamento',
      appId: '1:000000000000:web:0000000000000000',
      databaseURL: 'https://demo-faturamento-default-rtdb.firebaseio.com',
    },
    `fake-rtdb-${apps}`,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, fake.host, fake.port);
  return {
    fake,
    db,
    wire: (...actions) => fake.requests.filter((request) => actions.includes(request.action)),
    close: async () => {
      await deleteApp(app);
      await fake.close();
    },
  };
}
