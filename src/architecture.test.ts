// The layering in the README ("Architecture") holds because the lint fails when it is broken: these
// lint imaginary changes to real files with the project's own ESLint config.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint keeps the layers apart', () => {
  it('refuses a feature importing another feature', async () => {
    const rules = await ruleIds(
      'src/features/surveys/components/survey-detail-page.tsx',
      "export { layoutFlowGraph } from '../../survey-flow/layout';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses a shared layer importing a feature, and an entity importing the app', async () => {
    expect(
      await ruleIds(
        'src/components/page-header.tsx',
        "export { ProjectsPage } from '../features/projects/components/projects-page';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        'src/entities/survey/model/templates.ts',
        "export { routes } from '../../../app/router';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // lib/api/scopes.ts imports contracts/demo-keys.ts: demo-keys importing scopes closes a loop.
    const rules = await ruleIds(
      'src/contracts/demo-keys.ts',
      "export { missingScopeReason } from '../lib/api/scopes';\n",
    );
    expect(rules).toContain('import-x/no-cycle');
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await ruleIds('src/lib/SanitizeHtml.ts', 'export const x = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
  });

  it('accepts a feature importing the entities and the shared kit', async () => {
    const rules = await ruleIds(
      'src/features/surveys/components/survey-detail-page.tsx',
      "export { surveyQueries } from '../../../entities/survey/api/surveys.queries';\nexport { PageHeader } from '../../../components/page-header';\n",
    );
    expect(rules).toEqual([]);
  });
});
