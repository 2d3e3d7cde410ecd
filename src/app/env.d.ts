/// <reference types="vite/client" />

/** package.json's version, injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;

/** A hash of the demo generator's code, injected by vite.config.ts `define` (issue 24). */
declare const __FIXTURE_GENERATOR_ID__: string;

interface ImportMetaEnv {
  /** D26: the edit/delete password of SPEC §6 (default '1234' in fixture mode). */
  readonly VITE_EDIT_PASSWORD?: string;
  /** D25: company name on the printable bulletin (default 'Contratada'). */
  readonly VITE_COMPANY_NAME?: string;
  /** D25: contract number on the printable bulletin (default 4600035150). */
  readonly VITE_CONTRACT_NUMBER?: string;
}
