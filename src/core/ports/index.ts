export type { AuthPort, AuthUser, AuthErrorCode } from './AuthPort';
export { AuthError } from './AuthPort';
export type { CatalogRepo } from './CatalogRepo';
export type { ConnectionPort } from './ConnectionPort';
export type { Draft, DraftStore } from './DraftStore';
export type { InvoiceRepo } from './InvoiceRepo';
export { BulletinConflictError } from './InvoiceRepo';
export type {
  PhotoErrorCode,
  PhotoProgress,
  PhotoStore,
  PhotoUpload,
  PutPhotoOptions,
} from './PhotoStore';
export { PhotoError } from './PhotoStore';
export type { SupervisionChange, UserEntry, UserRepo } from './UserRepo';
export type { Unsubscribe } from './Unsubscribe';

import type { AuthPort } from './AuthPort';
import type { CatalogRepo } from './CatalogRepo';
import type { ConnectionPort } from './ConnectionPort';
import type { InvoiceRepo } from './InvoiceRepo';
import type { PhotoStore } from './PhotoStore';
import type { UserRepo } from './UserRepo';

/** Everything the app needs from storage; built once by the composition root (src/app). */
export interface Ports {
  auth: AuthPort;
  users: UserRepo;
  catalog: CatalogRepo;
  invoices: InvoiceRepo;
  /** Whether changes can be sent now (issue 23): the banner's source. */
  connection: ConnectionPort;
  /** P60: structure photos (Firebase Storage, or the browser in fixture mode). */
  photos: PhotoStore;
}
