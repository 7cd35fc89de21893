// The parts of the layout area that pages outside the signed-in frame use (the sign-in card, the
// 404 page, the site-mode pages, the cart's slots). Import these from here, not from the area's
// index: the bundler keeps every module an index names in the chunks of whoever imports it, so an
// import of the index from the boot path put the whole header, its menus and dialogs and the
// country tables into the first download of /login (docs/performance.md).
export { GiftIcon, ToolIcon } from '../../ui/icons';
export { LanguageChoiceContext } from './language-choice';
export { LanguageSwitcher } from './language-switcher';
export { LayoutSlotsProvider, type LayoutSlots } from './layout-slots';
export { TOAST_AUTO_CLOSE_MS } from './toast-timing';
