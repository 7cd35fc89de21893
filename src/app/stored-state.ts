// Forwards to src/lib/stored-state.ts for the checkout feature, which imports this path; once it
// imports src/lib/stored-state.ts itself this file goes (the lint rule lets nothing else import it).
export * from '../lib/stored-state';
