// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminMessage } from './admin-message';
import { messageAlign, messageFontSize, messageStyle } from './message-style';
import { programFixture, renderLayout } from './test-utils';

afterEach(cleanup);

describe('admin message alignment and size (product/programs-and-modes.md rule 7)', () => {
  it.each([
    ['Left', 'left'],
    ['Right', 'right'],
    ['left', 'left'],
    ['Center', 'center'],
    ['Justify', 'center'],
    [null, 'center'],
    [undefined, 'center'],
  ] as const)('align %s → %s', (value, expected) => {
    expect(messageAlign(value)).toBe(expected);
  });

  it.each([
    ['Small', 18],
    ['Large', 22],
    ['Medium', 20],
    ['', 20],
    [null, 20],
  ] as const)('size %s → %d px', (value, expected) => {
    expect(messageFontSize(value)).toBe(expected);
  });

  it('builds the style of a message', () => {
    expect(messageStyle('Right', 'Small')).toEqual({ textAlign: 'right', fontSize: '18px' });
  });

  it('renders the sanitized message with its alignment and size', async () => {
    await renderLayout(
      <AdminMessage
        program={{ adminMessage: 'Hi <b>there</b><script>window.__xss=1</script><img src=x onerror="window.__xss=2">', messageAlign: 'Left', messageSize: 'Small' }}
      />,
    );
    const message = await screen.findByTestId('admin-message');
    expect(message.innerHTML).toBe('Hi <b>there</b>');
    expect(message.style.textAlign).toBe('left');
    expect(message.style.fontSize).toBe('18px');
    expect(screen.getByRole('region', { name: 'Announcement' }).contains(message)).toBe(true);
  });

  it('renders nothing for an empty or only-unsafe message', async () => {
    await renderLayout(<AdminMessage program={programFixture({ adminMessage: '<script>alert(1)</script>' })} />);
    expect(screen.queryByTestId('admin-message')).toBeNull();
  });
});
