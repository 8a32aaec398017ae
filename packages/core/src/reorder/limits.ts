/** The bounds of saved configurations, without zod (the shop's save dialog imports them). */
export const SAVED_NAME_MAX = 80;
export const SAVED_MAX = 50;
