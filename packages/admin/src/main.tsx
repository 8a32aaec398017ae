import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./styles.css";

const mount = document.getElementById("app")!;
createRoot(mount).render(
  <StrictMode>
    <App initialLanguage={mount.dataset.language} />
  </StrictMode>,
);
