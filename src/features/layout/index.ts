// The layout area's public face: what routes and other areas may import.
export { AppLayout, type AppLayoutProps } from './app-layout';
export { TOAST_AUTO_CLOSE_MS } from './toast-timing';
export type { HeaderVariant } from './site-header';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from '../../ui/breadcrumbs';
export { LayoutSlotsProvider, type LayoutSlots } from './layout-slots';
export type { SearchQueryInputProps } from './search-query-input';
export { countryName, sortByCountryName } from '../../domain/country-names';
export { GiftIcon, ToolIcon } from '../../ui/icons';
export { LanguageSwitcher } from './language-switcher';
export { useRegion } from './use-region';
