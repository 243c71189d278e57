// `import text from './script.js?csp-hashed'`: the file's exact text, whose sha256 the build adds to the
// production CSP (deploy/vite-plugin-security.ts).
declare module '*?csp-hashed' {
  const text: string;
  export default text;
}
