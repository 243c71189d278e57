// The demo backend against PostHog's own server tests: every case in cases/ is one of PostHog's tests
// (cited as path@commit::test_name) replayed through the demo's handlers. A case that fails is a place
// where the demo would tell Surveyor's tests something the real server would not.
import { afterAll, describe, it } from 'vitest';
import type { CaseFile, ConformanceArea } from './conformance-case';
import { runCase } from './run-case';

// Case files by area (surveys/ has its own folder); cases/support/ holds their helpers, not cases.
const files = import.meta.glob<CaseFile>(['./cases/*.ts', './cases/*/test-*.ts'], {
  eager: true,
  import: 'caseFile',
});

const figures = new Map<ConformanceArea, { cases: number; agreed: number; leftOut: number }>();
const figuresOf = (area: ConformanceArea) => {
  if (!figures.has(area)) figures.set(area, { cases: 0, agreed: 0, leftOut: 0 });
  return figures.get(area)!;
};

for (const [path, file] of Object.entries(files)) {
  describe(path.replace('./cases/', ''), () => {
    for (const conformanceCase of file.cases) {
      figuresOf(conformanceCase.area).cases += 1;
      it(`${conformanceCase.title} (${conformanceCase.source.split('::')[1] ?? conformanceCase.source})`, async () => {
        await runCase(conformanceCase);
        figuresOf(conformanceCase.area).agreed += 1;
      });
    }
    for (const leftOut of file.leftOut ?? []) figuresOf(leftOut.area).leftOut += 1;
  });
}

afterAll(() => {
  const rows = [...figures.entries()].map(
    ([area, { cases, agreed, leftOut }]) =>
      `  ${area.padEnd(18)} ${String(agreed).padStart(4)} of ${String(cases).padStart(4)} agree, ${leftOut} left out`,
  );
  console.log(`PostHog's server tests replayed against the demo backend:\n${rows.join('\n')}`);
});
