// Types of build-output.mjs (plain JavaScript so `npm run bench` runs it with Node alone).
export interface SizedFile {
  path: string;
  raw: number;
  gzip: number;
}
export declare const kib: (bytes: number) => string;
export declare function viteBuild(args: string[]): void;
export declare function gzipSize(bytes: Uint8Array): number;
export declare function initialRoute(outDir: string): {
  js: { raw: number; gzip: number; count: number };
  css: { raw: number; gzip: number };
  demoPreloadJs: { raw: number; gzip: number; count: number };
};
export declare function lazyChunks(outDir: string): { chunks: SizedFile[]; allAssetsRaw: number };
