import 'i18next';
import type { CatalogueResources } from './messages';

// Types t() against the catalogue: an unknown key, or a namespace it is not in, fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: ':';
    returnNull: false;
    resources: CatalogueResources;
  }
}
