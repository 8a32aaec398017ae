import { createApi, localeFromPath } from "@printshop/ui";
import { trpc } from "./trpc";
import { shopQueryDefaults } from "./query-defaults";

/**
 * The shop's data layer, made before React renders so the first page's calls start while the
 * page's code still runs (`firstCalls.ts`). The language sent is the address's, read per call
 * (BrowserRouter's location is the window's).
 */
export const api = createApi({
  trpc,
  getLocale: () => localeFromPath(window.location.pathname),
  queries: shopQueryDefaults,
});
