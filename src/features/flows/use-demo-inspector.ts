// Forwards to the demo seam for the checkout pages, which import this path; once they import
// src/app/demo-seam.ts themselves this file goes (the lint rule lets nothing else import it).
export { useDemoInspector } from '../../app/demo-seam';
