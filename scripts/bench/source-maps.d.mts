// Types of source-maps.mjs (plain JavaScript so `npm run bench` runs it with Node alone).
/** A short name for a module path: `react-dom`, `@mui/material/Select`, or `src/app/router.tsx`. */
export declare function moduleName(path: string): string;
/** Maps `(url, line, column)` of the built chunks in `outDir`/assets to module names (null: no map). */
export declare function sourceMapsOf(
  outDir: string,
): (url: string, line: number, column: number) => string | null;
