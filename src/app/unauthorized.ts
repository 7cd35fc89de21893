/** After a 401 or 500, go to /login [api-calls 4] unless the address already contains "login". */
export function redirectToLogin(location: Pick<Location, 'pathname' | 'search' | 'hash'>, navigate: (path: string) => void): void {
  const address = `${location.pathname}${location.search}${location.hash}`;
  if (address.includes('login')) return;
  navigate('/login');
}
