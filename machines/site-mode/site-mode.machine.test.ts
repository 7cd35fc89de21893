import { createActor, type EventFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { REBUILDING_FEED_STATUSES, siteModeMachine } from './site-mode.machine.ts';
import { CONTENT_PAGE_OF, isPathAllowed, selectMode, type SiteMode } from './site-mode.selectors.ts';

type Program = { status: boolean; type: 'points' | 'plateau' | 'claim'; feedStatus: { status: string } };
const program = (over: Partial<Program> = {}): Program => ({ status: true, type: 'points', feedStatus: { status: 'Completed' }, ...over });
const fx = machineFixtures(siteModeMachine);
const update = (p: Program | null, signedIn: boolean, userStatus: string | null = null) =>
  fx.event('site.update', { program: p, signedIn, userStatus });

const events = fx.complete([
  update(null, false),
  update(program({ status: false }), false),
  update(program({ feedStatus: { status: 'Created Products' } }), true),
  update(program({ feedStatus: { status: 'Created Products' } }), false),
  update(program({ type: 'claim' }), true, 'Used'),
  update(program(), true, 'Used'),
  update(program(), true),
]);

function modeAfter(...sequence: EventFrom<typeof siteModeMachine>[]): SiteMode {
  const actor = createActor(siteModeMachine).start();
  for (const e of sequence) actor.send(e);
  return selectMode(actor.getSnapshot());
}

describe('site mode statechart', () => {
  it('walks every state and transition', async () => {
    const { coverage } = await walkMachine(siteModeMachine, { events });
    expectFullCoverage(coverage);
  });

  it.each(REBUILDING_FEED_STATUSES)('feed status %s rebuilds for signed-in participants only', (status) => {
    expect(modeAfter(update(program({ feedStatus: { status } }), true))).toBe('rebuilding');
    expect(modeAfter(update(program({ feedStatus: { status } }), false))).toBe('open');
  });

  it('pins each mode', () => {
    expect(modeAfter()).toBe('unknown');
    expect(modeAfter(update(null, true))).toBe('notFound');
    expect(modeAfter(update(program({ status: false }), false))).toBe('closed');
    expect(modeAfter(update(program({ type: 'claim' }), true, 'Used'))).toBe('usedClaim');
    expect(modeAfter(update(program({ type: 'plateau' }), true, 'Used'))).toBe('usedOther');
    expect(modeAfter(update(program(), false, 'Used'))).toBe('open');
    // Modes follow the latest update, back and forth.
    expect(modeAfter(update(program(), true, 'Used'), update(program(), true, null))).toBe('open');
  });

  it('lets through only the paths each mode allows', () => {
    expect(isPathAllowed('rebuilding', '/')).toBe(true);
    expect(isPathAllowed('rebuilding', '/shop/checkout/success/ord_1')).toBe(true);
    expect(isPathAllowed('rebuilding', '/account/logout')).toBe(true);
    expect(isPathAllowed('rebuilding', '/account')).toBe(true);
    expect(isPathAllowed('rebuilding', '/shop')).toBe(false);
    expect(isPathAllowed('usedClaim', '/')).toBe(true);
    expect(isPathAllowed('usedOther', '/shop/cart')).toBe(false);
    expect(isPathAllowed('open', '/shop/cart')).toBe(true);
    expect(CONTENT_PAGE_OF.rebuilding).toBe('siterebuilding');
    expect(CONTENT_PAGE_OF.usedClaim).toBe('usedaccount');
  });
});
