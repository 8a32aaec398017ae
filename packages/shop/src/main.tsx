import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./zod-jitless";
import { App } from "./App";
import "./styles.css";

createRoot(document.getElementById("app")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
