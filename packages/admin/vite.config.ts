import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  base: "/admin/",
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, target: "es2022" },
});
