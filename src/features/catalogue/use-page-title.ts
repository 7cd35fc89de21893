import { useEffect } from 'react';

/** Sets the browser title while the page shows, and gives the previous one back when it goes. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
