/**
 * The console's texts in English: its own catalogue, apart from the shop's seven languages (staff
 * are not participants). Another language is a file of the same shape (`ConsoleMessages`), so a
 * missing text is a compile error. `{name}` marks a value put in by the page.
 */
export const en = {
  'app.name': 'Program console',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',
  'app.unavailable': 'The console cannot reach the server. Check your connection and try again.',
  'app.retry': 'Try again',
  'app.notFound': 'There is no such page in the console.',
  'app.notFound.home': 'Go to the console’s start page',

  'signIn.title': 'Sign in to the program console',
  'signIn.intro': 'For the people who run a program: managers, support agents and owners.',
  'signIn.email': 'E-mail',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',
  'signIn.failed': 'Sign-in failed',
  'signIn.unavailable': 'The server did not respond. Try again in a moment.',
  'signIn.required': 'Required.',
  'signIn.ended': 'Your session has ended. Sign in again to continue.',

  'frame.navigation': 'Console',
  'frame.openNavigation': 'Open the navigation',
  'frame.closeNavigation': 'Close the navigation',
  'frame.nav.audit': 'Audit trail',
  'frame.nav.flows': 'Flows',
  'frame.program': 'Program',
  'frame.noProgram': 'No program',
  'frame.signedInAs': 'Signed in as',
  'frame.account': 'Account',
  'frame.signOut': 'Sign out',
  'frame.signOutEverywhere': 'Sign out everywhere',
  'frame.signedOutEverywhere': 'Signed out of {count} sessions.',
  'frame.noPrograms': 'Your account has no program yet. An owner of a program gives you a role in it.',

  'role.platform_owner': 'Platform owner',
  'role.owner': 'Owner',
  'role.manager': 'Manager',
  'role.support': 'Support',
  'role.viewer': 'Viewer',
  'role.staff': 'Staff',

  'audit.title': 'Audit trail',
  'audit.intro': 'Every change made in {program} by staff or by a key, newest first. Entries cannot be changed or removed.',
  'audit.filters': 'Filters',
  'audit.filter.actor': 'Who',
  'audit.filter.actor.hint': 'E-mail, key name or id',
  'audit.filter.action': 'Action',
  'audit.filter.action.hint': 'e.g. points.adjust, or points for all',
  'audit.filter.from': 'From',
  'audit.filter.to': 'To',
  'audit.filter.apply': 'Apply filters',
  'audit.filter.clear': 'Clear',
  'audit.column.at': 'When',
  'audit.column.actor': 'Who',
  'audit.column.action': 'Action',
  'audit.column.target': 'On',
  'audit.column.change': 'Change',
  'audit.column.request': 'Request',
  'audit.empty': 'No entries match these filters.',
  'audit.more': 'Show older entries',
  'audit.loadingMore': 'Loading older entries…',
  'audit.end': 'That is the first entry.',
  'audit.count': '{count} entries shown',
  'audit.caption': 'Audit trail of {program}',
  'audit.platform': 'platform',
  'audit.before': 'before',
  'audit.after': 'after',
  'audit.nothing': '—',

  'flows.title': 'Flows',
} as const;

export type ConsoleMessageId = keyof typeof en;
export type ConsoleMessages = Record<ConsoleMessageId, string>;
