import * as Comlink from 'comlink';
import { holdLifeLock } from './life';
import { createReportApi } from './reportApi';

// The report engine's entry: everything lives in reportApi.ts (testable without a worker).
// The project compiles with the DOM lib, where `self` is a Window; in a worker it is the
// dedicated worker scope, a Comlink endpoint, whose `name` is the client's life lock (life.ts).
const scope = self as unknown as Comlink.Endpoint & { name?: string };
holdLifeLock(scope);
Comlink.expose(createReportApi(), scope);
