/** SPEC §2: the one public route (routes.tsx, the auth guard, the page prerendered at build). */
export const LOGIN_PATH = '/login';

/** SPEC §2: the home screen (its frame is prerendered into index.html, issue 24). */
export const HOME_PATH = '/';
