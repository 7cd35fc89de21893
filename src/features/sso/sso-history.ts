// What the flow hands to /{lp}/redirect when it navigates there itself (after the provider's
// callback): where the shop sign-in ends. It travels in history state, which a link cannot set, so
// a signed-in participant who merely visits /{lp}/redirect is sent home [routes 5] while the flow's
// own hand-off still signs the learner in.
declare module '@tanstack/history' {
  interface HistoryState {
    ssoHandoff?: { next: string };
  }
}

export {};
