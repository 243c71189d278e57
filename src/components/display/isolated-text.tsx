// The app's words with server text inside them (marked by lib/bidi.ts): each marked part becomes a
// <bdi>, so its direction, and any override left open in it, stays inside it.
import { Fragment } from 'react';
import { isolatedRuns, type IsolatedRun } from '@/lib/bidi';

function Runs({ runs }: { runs: IsolatedRun[] }) {
  return runs.map((run, index) =>
    typeof run === 'string' ? (
      <Fragment key={index}>{run}</Fragment>
    ) : (
      <bdi key={index}>
        <Runs runs={run.isolated} />
      </bdi>
    ),
  );
}

export function IsolatedText({ text }: { text: string }) {
  return <Runs runs={isolatedRuns(text)} />;
}
