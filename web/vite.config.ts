import { defineConfig } from "vite";

// The build goes into the Python package, which serves it (src/dungeontable/server/static/).
// `npm run dev` proxies the API and websockets to a `dungeontable serve` on port 8000.
export default defineConfig({
  base: "./",
  build: {
    outDir: "../src/dungeontable/server/static",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        // three.js (Dungeon Fighter's 3D dice tray) in two chunks of its own, loaded only with
        // that game's table: no chunk passes Vite's 500 kB warning.
        codeSplitting: {
          groups: [
            { name: "three-core", test: /node_modules[\\/]three[\\/]build[\\/]three\.core/ },
            { name: "three-webgl", test: /node_modules[\\/]three[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8000",
      "/ws": { target: "ws://127.0.0.1:8000", ws: true },
    },
  },
});
