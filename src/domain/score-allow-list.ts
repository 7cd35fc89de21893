/** The score page's built-in allow list [sign-in-and-sso 22]: only these learners see a score card. */
export const SCORE_ALLOW_LIST: readonly string[] = Array.from(
  { length: 9 },
  (_, i) => `learner${i + 1}@summit.example`,
);

export function isScoreAllowed(email: string): boolean {
  return SCORE_ALLOW_LIST.includes(email.trim().toLowerCase());
}
