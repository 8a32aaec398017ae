/** The shop's query defaults, the same in the browser (api.ts) and in the server renderer. */
export const shopQueryDefaults = { retry: 1, staleTime: 30_000 };
