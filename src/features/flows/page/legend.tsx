import { COLOUR } from '../model/chart-style';
import classes from './flows.module.css';

/** How to read the drawing, in the drawing's own shapes. */
export function Legend() {
  return (
    <ul className={classes.legend} aria-label="Legend">
      <li>
        <svg width="14" height="14" aria-hidden="true">
          <circle cx="7" cy="7" r="5.5" fill={COLOUR.ink} />
        </svg>
        initial state
      </li>
      <li>
        <svg width="26" height="16" aria-hidden="true">
          <rect x="1" y="1" width="24" height="14" rx="4" fill="none" stroke={COLOUR.stateStroke} />
          <rect x="4" y="4" width="18" height="8" rx="2" fill="none" stroke={COLOUR.stateStroke} />
        </svg>
        final state
      </li>
      <li>
        <svg width="26" height="16" aria-hidden="true">
          <rect x="1" y="1" width="24" height="14" rx="4" fill="none" stroke={COLOUR.stateStroke} strokeDasharray="4 3" />
        </svg>
        parallel region (all run at once)
      </li>
      <li>
        <svg width="30" height="10" aria-hidden="true">
          <line x1="1" y1="5" x2="29" y2="5" stroke={COLOUR.edge} strokeDasharray="4 3" />
        </svg>
        always: taken at once when its guard holds
      </li>
      <li>
        <code>event [guard]</code> fires on the event when the guard holds
      </li>
      <li>
        <svg width="26" height="16" aria-hidden="true">
          <rect x="1" y="1" width="24" height="14" rx="4" fill={COLOUR.activeFill} stroke={COLOUR.activeStroke} strokeWidth="2" />
        </svg>
        current state of the live actor
      </li>
    </ul>
  );
}
