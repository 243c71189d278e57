// Types of find-nginx.mjs (plain JavaScript so the start script runs it with Node alone).
export declare function findNginx(): string | null;
export declare function ensureNginx(log?: (message: string) => void): string | null;
