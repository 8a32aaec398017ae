/**
 * The clock of sessions, second factors and password-reset links (epoch ms). Tests move it ("a
 * staff session 12 h 1 min old") instead of waiting; everything else reads the real one.
 */
let clock: () => number = Date.now;

export const now = (): number => clock();

/** Tests only: the clock to use; without an argument, back to the real one. */
export function useClock(next?: () => number): void {
  clock = next ?? Date.now;
}
