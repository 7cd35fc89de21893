// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackToTop } from './back-to-top';
import { BACK_TO_TOP_THRESHOLD_PX, isBackToTopVisible } from './back-to-top-threshold';
import { renderLayout } from './test-utils';

afterEach(() => {
  cleanup();
  window.scrollY = 0;
});

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

describe('back to top (product/constants.md row 11: 300 px)', () => {
  it('shows only past the threshold', () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(300);
    expect(isBackToTopVisible(0)).toBe(false);
    expect(isBackToTopVisible(300)).toBe(false);
    expect(isBackToTopVisible(301)).toBe(true);
  });

  it('appears after scrolling past 300 px and hides again above it', async () => {
    await renderLayout(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(250);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(450);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
