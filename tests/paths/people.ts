// The people reserved for path tests ([demo 18]; docs/path-tests.md: buyer076–095, GOLD-1009/1010, SILVER-2008–2010,
// THANKS-0051–0090) and the sign-in helpers every model's paths share. Plateau and claim people
// are Used once they order, so every path that orders gets its own.
import type { Tab, Target } from '../support/engines/engine.ts';
import type { PathRun, Person } from './path-model.ts';

const buyer = (n: number): Person => ({
  host: 'localhost',
  program: 'points',
  login: `buyer${String(n).padStart(3, '0')}@summit.example`,
  password: 'Summit#2026',
});
const tier = (login: string): Person => ({ host: 'tiered.localhost', program: 'plateau', login, password: 'Apex#2026' });
const code = (n: number): Person => ({ host: 'claim.localhost', program: 'claim', login: `THANKS-${String(n).padStart(4, '0')}` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const people = {
  signIn: { points: buyer(76), sso: buyer(77), plateau: tier('SILVER-2008'), claim: code(51) },
  /** Resetting changes the password: nobody else in the run signs in as this one. */
  passwordReset: buyer(91),
  checkout: {
    // buyer091 is the password reset's.
    points: [...range(78, 90), ...range(92, 95)].map(buyer),
    plateau: ['GOLD-1009', 'GOLD-1010', 'SILVER-2009', 'SILVER-2010'].map(tier),
    claim: range(52, 90).map(code),
  },
};

/** Generous: two cores shared with other engineers' runs. */
export const WAIT = { timeout: 20_000 } as const;

export async function signInForm(page: Tab): Promise<Target> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.waitFor(WAIT);
  return form;
}

export async function openLogin(run: PathRun, path = '/login'): Promise<void> {
  await run.page.goto(path);
}

/**
 * Signs the path's participant in through the form, as they would, and waits for home. Remember
 * Me keeps the token in localStorage, so a second tab of the path is signed in too.
 */
export async function signInThroughForm(run: PathRun, options: { remember?: boolean } = {}): Promise<void> {
  await run.page.goto('/login');
  const form = await signInForm(run.page);
  await form.getByRole('textbox').first().fill(run.person.login);
  if (run.person.password !== undefined) await form.getByRole('textbox', { name: 'Password' }).fill(run.person.password);
  if (options.remember && run.person.password !== undefined) await form.getByRole('checkbox', { name: 'Remember Me' }).check();
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedIn(run);
}

/** Home of the signed-in shop: the address is /, a token is stored, the form is gone, the cart shows. */
export async function expectSignedIn(run: PathRun): Promise<void> {
  const { page } = run;
  await page.waitForURL((url) => url.pathname === '/', WAIT);
  await page.getByRole(run.phone ? 'link' : 'button', { name: /^Shopping cart/ }).waitFor(WAIT);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  if (!token) throw new Error('signed in, but no token is stored');
  if (await page.getByRole('form', { name: 'Sign In' }).count()) throw new Error('the Sign In form still shows');
}
