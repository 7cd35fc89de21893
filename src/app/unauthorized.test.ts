import { describe, expect, it, vi } from 'vitest';
import { redirectToLogin } from './unauthorized';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('redirectToLogin', () => {
  it('goes to /login from anywhere else', () => {
    const navigate = vi.fn();
    redirectToLogin(at('/shop', '?page=2'), navigate);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each([at('/login'), at('/sso/login'), at('/', '?next=login')])('stays when the address contains login (%o)', (location) => {
    const navigate = vi.fn();
    redirectToLogin(location, navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});
