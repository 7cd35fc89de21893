import { useT } from '../../i18n';
import classes from './layout.module.css';

export const MAIN_ID = 'main';

/** The first focusable element: jumps past the header to <main id="main">. */
export function SkipLink() {
  const t = useT('shell');
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink}>
      {t('skipToMain')}
    </a>
  );
}
