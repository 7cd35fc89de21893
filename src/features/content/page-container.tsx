// Forwards to src/ui/page-container.tsx for the checkout pages, which import this path; once they
// import src/ui/page-container.tsx themselves this file goes (the lint rule lets nothing else import it).
export * from '../../ui/page-container';
