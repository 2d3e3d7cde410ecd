/** SPEC §2: the one public route (routes.tsx, the auth guard, the page prerendered at build). */
export const LOGIN_PATH = '/login';
