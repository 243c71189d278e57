// `vite preview` of a build on its own port, in its own process group so stopping it ends the server
// and nothing else. Ready once it answers over HTTP, rather than after a guessed pause.
import { spawn } from 'node:child_process';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** `args` select the build (`--outDir dist-bench`, or `--config` of another app). */
export async function startPreview(args, port) {
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', ...args, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      /* already gone */
    }
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) break;
    if (await answers(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`vite preview ${args.join(' ')} did not answer on ${url}`);
}
