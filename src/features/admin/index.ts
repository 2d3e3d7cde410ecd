/** The admin feature (SPEC §2 /admin): the lead's routes render AdminUsersPage. */
export { AdminUsersPage } from './AdminUsersPage';
