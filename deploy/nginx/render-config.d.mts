// Types of render-config.mjs (plain JavaScript so the start script runs it with Node alone).
export declare const TEMPLATE_PATH: string;
export declare function readTemplate(): string;
export declare function renderTemplate(
  template: string,
  values: Record<string, string | number | boolean>,
): string;
export declare function nginxQuoted(value: string, what: string): string;
export declare function headerLines(headers: Record<string, string>, indent?: string): string;
export declare function proxyTarget(origin: string): {
  pass: string;
  host: string;
  serverName: string;
  tls: boolean;
  needsResolver: boolean;
};
export declare function accessLogPipe(runtimeDir: string): string;
export declare function resolversFrom(resolvConf: string): string;

export interface NginxConfigOptions {
  template: string;
  host: string;
  port: number;
  root: string;
  runtimeDir: string;
  workerUser?: string;
  accessLog?: boolean;
  headers: Record<string, string>;
  apiProxy?: string;
  resolver?: string;
  caFile?: string;
}
export declare function renderNginxConfig(options: NginxConfigOptions): string;
