/**
 * The offers' clock (epoch ms): when an offer is issued and whether it still holds. Tests move it
 * ("15 days later") instead of waiting; the built bundle exports `useClock` as `useOfferClock`.
 */
let clock: () => number = Date.now;

export const now = (): number => clock();

/** Tests only: the clock to use; without an argument, back to the real one. */
export function useClock(next?: () => number): void {
  clock = next ?? Date.now;
}
