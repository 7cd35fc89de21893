// How Firefox and WebKit find elements by role and name: neither driver has Playwright's selector
// engine, so the page gets Testing Library's DOM queries (its UMD build, already a dev dependency:
// roles and accessible names by dom-accessibility-api, the W3C algorithm) and a small helper that
// resolves a chain of steps the way a Playwright locator does. Matching follows Playwright: a
// string is a case-insensitive substring of the whitespace-collapsed name or text unless `exact`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextMatch } from './engine.ts';

/** A RegExp cannot cross into the page as JSON: its source and flags do. */
export type WireText = string | { source: string; flags: string };

export type Step =
  | { by: 'role'; role: string; name?: WireText; exact?: boolean }
  | { by: 'text'; text: WireText; exact?: boolean }
  | { by: 'testid'; id: string }
  | { by: 'hasText'; text: WireText }
  | { by: 'first' };

export const wire = (text: TextMatch): WireText => (typeof text === 'string' ? text : { source: text.source, flags: text.flags });

/** What a chain resolves to now, for waiting and for error messages. */
export interface Probe {
  count: number;
  visible: boolean;
  enabled: boolean;
  /** The matches, described briefly (tag, role, text), when there is not exactly one. */
  seen: string[];
}

/**
 * Runs in the page (serialized): defines window.__engine. Plain ES2020, no imports; it uses
 * window.TestingLibraryDom, which the same script defines first.
 */
function pageHelper(): void {
  type Text = string | { source: string; flags: string };
  type PageStep = { by: string; role?: string; name?: Text; exact?: boolean; text?: Text; id?: string };
  const w = window as unknown as Record<string, unknown>;
  const tl = w.TestingLibraryDom as {
    queryAllByRole: (c: Element, role: string, o: Record<string, unknown>) => Element[];
  };
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matcher = (want: Text | undefined, exact: boolean | undefined) => {
    if (want === undefined) return () => true;
    if (typeof want !== 'string') {
      const re = new RegExp(want.source, want.flags);
      return (s: string) => re.test(norm(s));
    }
    const wanted = norm(want);
    return exact ? (s: string) => norm(s) === wanted : (s: string) => norm(s).toLowerCase().includes(wanted.toLowerCase());
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // Text for a name: what is hidden from assistive technology (a required field's asterisk) is not in it.
  const nameText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(nameText).join('');
  };
  const passwordName = (el: HTMLInputElement) => {
    const by = el.getAttribute('aria-labelledby');
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label')!;
    if (by)
      return by
        .split(/\s+/)
        .map((id) => {
          const labelEl = document.getElementById(id);
          return labelEl ? nameText(labelEl) : '';
        })
        .join(' ');
    return [...(el.labels ?? [])].map(nameText).join(' ') || el.title || el.placeholder || '';
  };
  const locate = (steps: PageStep[]): Element[] => {
    let found: Element[] = [document.documentElement];
    let scoped = false;
    for (const step of steps) {
      const within = (fn: (c: Element) => Element[]) => {
        const all = found.flatMap((c) => fn(scoped ? c : (document.body ?? c)));
        return all.filter((el, i) => all.indexOf(el) === i);
      };
      if (step.by === 'role') {
        const test = matcher(step.name, step.exact);
        found = within((c) => {
          const byRole = tl.queryAllByRole(c, step.role!, { hidden: false, name: (n: string) => test(n) });
          if (step.role !== 'textbox') return byRole;
          // A password field has no ARIA role; Playwright (and so these tests) calls it a textbox.
          const passwords = [...c.querySelectorAll('input[type="password"]')].filter(
            (el) => visible(el) && test(passwordName(el as HTMLInputElement)),
          );
          return [...c.querySelectorAll('input, textarea, [role="textbox"]')].filter((el) => byRole.includes(el) || passwords.includes(el));
        });
      } else if (step.by === 'text') {
        const test = matcher(step.text, step.exact);
        found = within((c) => {
          const hits = [...c.querySelectorAll('*')].filter(
            (el) => !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE'].includes(el.tagName) && test(el.textContent ?? ''),
          );
          // The innermost elements that hold the text, as Playwright's getByText.
          return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
        });
      } else if (step.by === 'testid') {
        found = within((c) => [...c.querySelectorAll(`[data-testid="${CSS.escape(step.id!)}"]`)]);
      } else if (step.by === 'hasText') {
        const test = matcher(step.text, false);
        found = found.filter((el) => test(el.textContent ?? ''));
      } else if (step.by === 'first') {
        found = found.slice(0, 1);
      }
      scoped = true;
    }
    return scoped ? found : [];
  };
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${norm(el.textContent).slice(0, 50)}"`;
  const probe = (steps: PageStep[]) => {
    const found = locate(steps);
    const one = found.length === 1 ? found[0]! : null;
    return {
      count: found.length,
      visible: one !== null && visible(one),
      enabled: one !== null && !(one as HTMLButtonElement).disabled && one.getAttribute('aria-disabled') !== 'true',
      seen: found.length === 1 ? [] : found.slice(0, 5).map(describe),
    };
  };
  const one = (steps: PageStep[]) => {
    const found = locate(steps);
    if (found.length !== 1) throw new Error(`expected one element, found ${found.length}: ${found.slice(0, 5).map(describe).join(', ')}`);
    return found[0] as HTMLElement & HTMLInputElement & HTMLSelectElement;
  };
  // The fixed operations the drivers call (no code is built from strings in the page: CSP).
  const ops: Record<string, (steps: PageStep[], arg: unknown) => unknown> = {
    probe: (steps) => probe(steps),
    text: (steps) => one(steps).textContent,
    value: (steps) => one(steps).value,
    attribute: (steps, name) => one(steps).getAttribute(name as string),
    checked: (steps) => one(steps).checked,
    blur: (steps) => one(steps).blur(),
    scroll: (steps) => one(steps).scrollIntoView({ block: 'center', inline: 'center' }),
    // Where a click at the middle of the element lands: itself or inside it, or what covers it.
    hitTest: (steps) => {
      const el = one(steps);
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      return {
        x,
        y,
        ok:
          hit !== null &&
          (el === hit || el.contains(hit) || hit.contains(el) || (el as HTMLInputElement).labels?.[0]?.contains(hit) === true),
        covered: hit ? describe(hit) : 'nothing',
      };
    },
    // Until disarmClick: a pointer or click event that would land on anything but the element (it
    // moved between aiming and clicking: a hint appeared above it, a dialog still opening) is
    // stopped before the page sees it, and noted, so the click is aimed again (as Playwright does).
    armClick: (steps) => {
      const el = one(steps);
      const mine = (t: EventTarget | null) =>
        t instanceof Node && (el === t || el.contains(t) || [...((el as HTMLInputElement).labels ?? [])].some((l) => l.contains(t)));
      const state = { missed: null as string | null };
      const guard = (event: Event) => {
        if (mine(event.target)) return;
        state.missed ??= event.target instanceof Element ? describe(event.target) : String(event.target);
        event.stopImmediatePropagation();
        event.preventDefault();
      };
      const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
      for (const type of types) window.addEventListener(type, guard, true);
      w.__engineClick = { state, remove: () => types.forEach((type) => window.removeEventListener(type, guard, true)) };
      return true;
    },
    disarmClick: () => {
      const armed = w.__engineClick as { state: { missed: string | null }; remove: () => void } | undefined;
      w.__engineClick = undefined;
      armed?.remove();
      return armed?.state.missed ?? null;
    },
    // Focus, caret at the end, or everything selected (the next keys replace it).
    focus: (steps, selectAll) => {
      const el = one(steps);
      el.focus();
      if (typeof el.setSelectionRange === 'function' && typeof el.value === 'string') {
        try {
          if (selectAll) el.setSelectionRange(0, el.value.length);
          else el.setSelectionRange(el.value.length, el.value.length);
        } catch {
          // Inputs of types without selection (email, number) take select() only.
          if (selectAll) el.select();
        }
      }
      return document.activeElement === el;
    },
    // A native select changes through its own change event, as when a person picks an option.
    select: (steps, value) => {
      const el = one(steps);
      if (![...el.options].some((o) => o.value === value)) throw new Error(`no option with value ${String(value)}`);
      el.focus();
      el.value = value as string;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return el.value;
    },
  };
  // What the page did, for engines whose driver does not report it (WebKit over classic WebDriver):
  // console errors, uncaught exceptions and answers of 400 and more, from the moment the helper is in.
  const log: string[] = [];
  const originalError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const describe = (a: unknown) => (a instanceof Error ? `${a.name}: ${a.message} (${(a.stack ?? '').split('\n')[0] ?? ''})` : String(a));
    log.push(`console: ${args.map(describe).join(' ')}`);
    originalError(...args);
  };
  window.addEventListener('error', (event) => log.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    log.push(`uncaught: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`),
  );
  // The app's API client keeps the fetch it found at start, so answers are read from resource
  // timing (buffered: from the document's start), where the engine reports the status.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceResourceTiming & { responseStatus?: number })[])
        if ((entry.responseStatus ?? 0) >= 400) log.push(`HTTP ${entry.responseStatus} ${entry.name}`);
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // No resource timing: the log has console errors and exceptions only.
  }
  const drain = () => log.splice(0, log.length);
  w.__engine = { locate, probe, visible, drain, op: (name: string, steps: PageStep[], arg: unknown) => ops[name]!(steps, arg) };
}

/** callOp, plus what the page logged since the last call and its address. */
export function callOpDraining(a: { name: string; steps: Step[]; arg: unknown }): { value: unknown; log: string[]; href: string } | null {
  const engine = (window as unknown as { __engine?: { op: (n: string, s: Step[], arg: unknown) => unknown; drain: () => string[] } })
    .__engine;
  if (!engine) return null;
  // Drained before the operation too: an operation that throws must not lose what led to it.
  const log = engine.drain();
  try {
    return { value: engine.op(a.name, a.steps, a.arg), log: [...log, ...engine.drain()], href: location.href };
  } catch (error) {
    return {
      value: { __error: error instanceof Error ? error.message : String(error) },
      log: [...log, ...engine.drain()],
      href: location.href,
    };
  }
}

/** Runs one of the helper's operations in the page: null when the helper is not there (a new document). */
export function callOp(a: { name: string; steps: Step[]; arg: unknown }): { value: unknown } | null {
  const engine = (window as unknown as { __engine?: { op: (n: string, s: Step[], arg: unknown) => unknown } }).__engine;
  return engine ? { value: engine.op(a.name, a.steps, a.arg) } : null;
}

let source: string | undefined;

/** The script that defines window.__engine in a page (Testing Library's UMD build, then the helper). */
export function helperSource(): string {
  if (source) return source;
  const require = createRequire(import.meta.url);
  const umd = path.join(path.dirname(require.resolve('@testing-library/dom')), '@testing-library', 'dom.umd.min.js');
  source = `${fs.readFileSync(umd, 'utf8')};\n(${pageHelper.toString()})();`;
  return source;
}
