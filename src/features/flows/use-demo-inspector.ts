import { useState } from 'react';
import { demoInspector } from './demo-inspector';

/** The `inspect` option for an actor a component starts, made once per mount (undefined outside the demo). */
export function useDemoInspector(actor: string) {
  const [inspect] = useState(() => demoInspector(actor));
  return inspect;
}
