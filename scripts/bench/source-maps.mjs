// Source maps of a build, read without a library: a position in a built chunk (line and column, zero-based,
// as Chrome's profiler reports them) → the module it came from. Enough to say which package or source
// file a sampled function belongs to; names and original lines are not needed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The Base64 VLQ numbers of one segment of a `mappings` string. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Per generated line, the segments' start columns and source indexes, in column order. */
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const columns = [];
    const sources = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      columns.push(column);
      sources.push(sourceDelta === undefined ? -1 : source);
    }
    return { columns, sources };
  });
}

/**
 * A short name for a module path: `react-dom`, `@mui/material/Select`, or the path under the repository
 * (`src/app/router.tsx`).
 */
export function moduleName(path) {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)(?:\/([^/]+))?/.exec(
    path,
  );
  if (inPackage) {
    const [, name, first] = inPackage;
    // MUI's components are worth telling apart; other packages are one line each.
    return name === '@mui/material' && first && /^[A-Z]/.test(first) ? `${name}/${first}` : name;
  }
  const inRepo = /(?:^|\/)((?:src|scripts)\/.*)$/.exec(path);
  return inRepo ? inRepo[1] : path.replace(/^(\.\.\/)+/, '');
}

/** Maps `(url, line, column)` of the chunks in `outDir`/assets to module names (null: no map for it). */
export function sourceMapsOf(outDir) {
  const maps = new Map();
  const load = (file) => {
    if (!maps.has(file)) {
      const path = join(outDir, 'assets', `${file}.map`);
      if (!existsSync(path)) maps.set(file, null);
      else {
        const map = JSON.parse(readFileSync(path, 'utf8'));
        maps.set(file, { sources: map.sources.map(moduleName), lines: decodeMappings(map.mappings) });
      }
    }
    return maps.get(file);
  };
  return (url, line, column) => {
    const file = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
    const map = file ? load(file) : null;
    const segments = map?.lines[line];
    if (!segments?.columns.length) return null;
    // The last segment starting at or before the column.
    let low = 0;
    let high = segments.columns.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (segments.columns[middle] <= column) low = middle;
      else high = middle - 1;
    }
    const source = segments.columns[low] <= column ? segments.sources[low] : -1;
    return source >= 0 ? map.sources[source] : null;
  };
}
