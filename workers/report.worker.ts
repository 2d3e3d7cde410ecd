import * as Comlink from 'comlink';
import { createReportApi } from './reportApi';

// The report engine's entry: everything lives in reportApi.ts (testable without a worker).
// The project compiles with the DOM lib, where `self` is a Window; in a worker it is the
// dedicated worker scope, a Comlink endpoint.
Comlink.expose(createReportApi(), self as unknown as Comlink.Endpoint);
