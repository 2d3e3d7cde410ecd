/**
 * Issue 24 "boot never waits": the ports before their adapter has downloaded. The composition
 * root hands the app these at once, so the first screen renders in the first task (the login
 * form needs no adapter to show); each call waits for the adapter and then goes to it.
 *
 * - A call that answers a promise waits for the adapter, then calls it (and rejects with the
 *   adapter's own failure when it never comes).
 * - A subscription is opened once the adapter is there; its unsubscribe, called before that,
 *   means it is never opened. When the adapter never comes, its `onError` (when it has one)
 *   hears why; the composition's `failure` puts up the startup failure screen meanwhile.
 * - The two synchronous helpers (InvoiceRepo.newKey and consolePath) need the adapter: a screen
 *   calls them only about a bulletin it has read, so through the adapter. Before it, they throw.
 *
 * Every member is listed by hand (no Proxy): a port that grows a method fails to compile here
 * until it is deferred the right way.
 */
import type { PhotoUpload, Ports, PutPhotoOptions, Unsubscribe } from '../core/ports';

/** Thrown by a synchronous port helper called before its adapter has loaded. */
export class PortsNotReadyError extends Error {
  constructor(member: string) {
    super(`${member}: the storage adapter has not loaded yet`);
    this.name = 'PortsNotReadyError';
  }
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/** Ports that wait for `pending`: see the module comment. */
export function deferPorts(pending: Promise<Ports>): Ports {
  let loaded: Ports | null = null;
  const ready = pending.then((ports) => (loaded = ports));
  // The failure is the composition's to report; an unobserved rejection here is not news.
  ready.catch(() => undefined);

  const later = <T>(call: (ports: Ports) => Promise<T>): Promise<T> => ready.then(call);
  const now = (member: string): Ports => {
    if (!loaded) throw new PortsNotReadyError(member);
    return loaded;
  };
  const watch = (open: (ports: Ports) => Unsubscribe, onError?: (error: Error) => void) => {
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    ready.then(
      (ports) => {
        if (!cancelled) stop = open(ports);
      },
      (error: unknown) => {
        if (!cancelled) onError?.(asError(error));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
      stop = null;
    };
  };

  /** P60: an upload that starts once the adapter is there; paused or cancelled before it, too. */
  const upload = (path: string, photo: Blob, options?: PutPhotoOptions): PhotoUpload => {
    let started: PhotoUpload | null = null;
    let canceled = false;
    let paused = false;
    const done = ready.then((ports) => {
      started = ports.photos.put(path, photo, options);
      if (canceled) started.cancel();
      else if (paused) started.pause();
      return started.done;
    });
    return {
      done,
      pause: () => {
        if (started) return started.pause();
        const changed = !paused;
        paused = true;
        return changed;
      },
      resume: () => {
        if (started) return started.resume();
        const changed = paused;
        paused = false;
        return changed;
      },
      cancel: () => {
        canceled = true;
        started?.cancel();
      },
    };
  };

  return {
    auth: {
      signIn: (email, password) => later((p) => p.auth.signIn(email, password)),
      signOut: () => later((p) => p.auth.signOut()),
      watchAuthState: (onChange) => watch((p) => p.auth.watchAuthState(onChange)),
    },
    users: {
      getUser: (uid) => later((p) => p.users.getUser(uid)),
      watchUser: (uid, onChange, onError) =>
        watch((p) => p.users.watchUser(uid, onChange, onError), onError),
      listUsers: () => later((p) => p.users.listUsers()),
      changeSupervision: (uid, change) => later((p) => p.users.changeSupervision(uid, change)),
    },
    catalog: {
      listServices: (type) => later((p) => p.catalog.listServices(type)),
      listMaterials: () => later((p) => p.catalog.listMaterials()),
      globalFactor: () => later((p) => p.catalog.globalFactor()),
    },
    invoices: {
      listForPeriod: (team, period) => later((p) => p.invoices.listForPeriod(team, period)),
      watchForPeriod: (team, period, onChange, onError) =>
        watch((p) => p.invoices.watchForPeriod(team, period, onChange, onError), onError),
      listAll: (team) => later((p) => p.invoices.listAll(team)),
      watchUnchecked: (team, onChange, onError) =>
        watch((p) => p.invoices.watchUnchecked(team, onChange, onError), onError),
      watchWaitingCounts: (teams, role, period, onChange, onError) =>
        watch(
          (p) => p.invoices.watchWaitingCounts(teams, role, period, onChange, onError),
          onError,
        ),
      get: (team, key) => later((p) => p.invoices.get(team, key)),
      watch: (team, key, onChange, onError) =>
        watch((p) => p.invoices.watch(team, key, onChange, onError), onError),
      newKey: (team) => now('newKey').invoices.newKey(team),
      commit: (changes) => later((p) => p.invoices.commit(changes)),
      consolePath: (team, key) => now('consolePath').invoices.consolePath(team, key),
      history: (team, key) => later((p) => p.invoices.history(team, key)),
      listDeleted: (team) => later((p) => p.invoices.listDeleted(team)),
      nextInvoiceNumber: (team) => later((p) => p.invoices.nextInvoiceNumber(team)),
    },
    connection: {
      watchConnection: (onChange) => watch((p) => p.connection.watchConnection(onChange)),
    },
    photos: {
      put: upload,
      url: (path) => later((p) => p.photos.url(path)),
      remove: (path) => later((p) => p.photos.remove(path)),
    },
  };
}
