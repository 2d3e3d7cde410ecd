/** The core barrel: every public rule, type and message of src/core (ports: ./ports). */
export * from './model';
export * from './messages';
export * from './teams';
export * from './numbers';
export * from './codes';
export * from './lists';
export * from './protection';
export * from './reports';
export * from './permissions';
export * from './dates';
export * from './validation';
export * from './money';
export * from './goals';
export * from './status';
export * from './text';
export * from './fields';
export * from './format';
export * from './workflow';
export * from './revisions';
export * from './supervisors';
/** Use cases (port first): `useCases.forwardToBilling(ports.invoices, entry, user, now)`. */
export * as useCases from './usecases';
