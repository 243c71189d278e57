// Types of security-headers.mjs (plain JavaScript so the start script runs it with Node alone).
export declare const POSTHOG_CLOUD_ORIGINS: readonly string[];
export declare const CSP_MANIFEST: string;
export declare const PERMISSIONS_POLICY: string;

export interface CspOptions {
  /** `'sha256-…'` sources of the inline scripts the app needs. */
  scriptHashes?: readonly string[];
  /** Extra connect-src sources (already checked by parseConnectSrc). */
  connectSrc?: readonly string[];
}

export declare function readCspManifest(outDir: string): { scriptHashes: string[] };
export declare function sha256Source(text: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function isPlainHost(hostname: string): boolean;
export declare function parseApiProxyTarget(value: string | undefined): string;
export declare function parseConnectSrc(value: string | undefined): string[];
export declare function contentSecurityPolicy(options?: CspOptions): string;
export declare function baseSecurityHeaders(): Record<string, string>;
export declare function securityHeaders(options?: CspOptions): Record<string, string>;
export declare function devSecurityHeaders(): Record<string, string>;
