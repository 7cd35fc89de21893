// Words shared by every area. Home, Shop, Checkout and Shopping Cart are also the built-in
// category translation table [locales-and-regions 6] (see ../built-in-terms.ts).
// To add a text: one line here, then the same key in every other locale's common.ts (the compiler
// lists the missing ones).
export const common = {
  home: 'Home',
  shop: 'Shop',
  checkout: 'Checkout',
  shoppingCart: 'Shopping Cart',
  loading: 'Loading…',
  retry: 'Retry',
  tryAgain: 'Try again',
  close: 'Close',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back',
  submit: 'Submit',
  confirm: 'Confirm',
  continue: 'Continue',
  edit: 'Edit',
  remove: 'Remove',
  search: 'Search',
  ok: 'OK',
  yes: 'Yes',
  no: 'No',
  email: 'Email',
  points: 'Points',
  pointsAmount: '{{points}} points',
  required: 'Required',
  welcome: 'Welcome to {{name}}',
  logoAlt: '{{name}} logo',
  'error.title': 'Something went wrong',
  'error.text': 'The page could not be loaded. Please try again.',
} as const;
