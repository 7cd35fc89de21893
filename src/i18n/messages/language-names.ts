// Each language's own name, the same in every locale, so a visitor finds theirs whatever is showing.
export const languageNames = {
  'language.name.en': 'English',
  'language.name.fr': 'Français',
  'language.name.sp': 'Español',
  'language.name.ge': 'Deutsch',
  'language.name.it': 'Italiano',
  'language.name.pt': 'Português',
  'language.name.nl': 'Nederlands',
} as const;
