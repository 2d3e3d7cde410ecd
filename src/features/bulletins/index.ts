/**
 * The bulletin screens of SPEC §2: /new, /edit and /pdf. Each page takes no props: it reads the
 * session user and settings from the store, which record from the URL (`?team=…&key=…`) and
 * the session-storage handover with one precedence (useBulletinRoute), and storage through
 * thunks over the ports. There is no slice to register.
 */
export { NewBulletinPage } from './NewBulletinPage';
export { EditBulletinPage } from './EditBulletinPage';
export { PrintableBulletinPage } from './PrintableBulletinPage';
