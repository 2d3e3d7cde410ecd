/** Use cases: port first, permission checked, pure transition, ONE write (STYLE.md habit 2). */
export * from './invoices';
export * from './users';
