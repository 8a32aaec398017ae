/**
 * Imported first by main.tsx, so that it runs before the modules of React and the screens are
 * evaluated (imports run in order, before the importing module's own statements): starts the
 * requests of this navigation's screen (preload.ts).
 */
import { preloads } from "./preload";

preloads.start(window.location.pathname, (input, init) => fetch(input, init));
