// English: the texts every locale falls back to, and the shape the others are checked against.
// The app imports its two halves apart: ./at-boot in the entry bundle, ./signed-in with the
// signed-in frame. This whole set is for types, tests and the server. Other locales are chunks
// loaded when chosen (../index.ts).
import { bootEnglish } from './at-boot';
import { signedInEnglish } from './signed-in';

export const english = { ...bootEnglish, ...signedInEnglish } as const;
