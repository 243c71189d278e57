// The layering in docs/architecture.md holds because the lint fails when it is broken: these
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
      "export { layoutFlowGraph } from '../../survey-flow/model/layout';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses the same imports written as @/ addresses', async () => {
    expect(
      await ruleIds(
        'src/features/surveys/components/survey-detail-page.tsx',
        "export { layoutFlowGraph } from '@/features/survey-flow/model/layout';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds('src/entities/survey/model/templates.ts', "export { routes } from '@/app/router';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds('src/contracts/demo-keys.ts', "export { missingScopeReason } from '@/lib/api/scopes';\n"),
    ).toContain('import-x/no-cycle');
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

  it('refuses an entity importing the demo backend', async () => {
    expect(
      await ruleIds('src/entities/survey/api/surveys.api.ts', "export { db } from '../../../mocks/db';\n"),
    ).toContain('no-restricted-imports');
  });

  it('refuses a survey PATCH sent past patchSurvey', async () => {
    const code =
      "import { surveysApi } from '@/entities/survey/api/surveys.api';\n" +
      "export const rename = () => surveysApi.update(1, 'a', { name: 'B' });\n";
    expect(await ruleIds('src/features/surveys/state/rename-survey.ts', code)).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds('src/entities/survey/api/patch-survey.ts', code)).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('accepts a feature importing the entities and the shared kit', async () => {
    const rules = await ruleIds(
      'src/features/surveys/components/survey-detail-page.tsx',
      "export { surveyQueries } from '../../../entities/survey/api/surveys.queries';\nexport { PageHeader } from '../../../components/navigation/page-header';\n",
    );
    expect(rules).toEqual([]);
  });
});

describe('the lint keeps the folders of the editor and of the survey entity in their order', () => {
  const EDITOR = 'src/features/survey-editor';
  const SURVEY = 'src/entities/survey';

  it('refuses an editor folder importing one above it, or the shell at the root', async () => {
    // questions → branching → document → settings, and saving → document.
    for (const [file, code] of [
      [`${EDITOR}/document/editor-values.ts`, "export { moveQuestion } from '../questions/question-ops';\n"],
      [`${EDITOR}/branching/commit-rule.ts`, "export { QuestionList } from '../questions/question-list';\n"],
      [`${EDITOR}/settings/schedule.ts`, "export { changedBody } from '../document/editor-values';\n"],
      [`${EDITOR}/saving/draft-tabs.ts`, "export { hasBranching } from '../branching/graph-ops';\n"],
      [`${EDITOR}/document/locked-parts.ts`, "export { useSaveSurvey } from '../saving/use-save-survey';\n"],
      [`${EDITOR}/questions/windowing.ts`, "export { surveyEditorSearch } from '../editor-search';\n"],
    ])
      expect(await ruleIds(file!, code!), file).toContain('import-x/no-restricted-paths');
  });

  it('accepts the order, the shell importing every folder, and a test mounting folders together', async () => {
    expect(
      await ruleIds(
        `${EDITOR}/questions/windowing.ts`,
        "export { commitRule } from '../branching/commit-rule';\nexport { NEXT } from '../document/editor-document';\nexport { scheduleToValues } from '../settings/schedule';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        `${EDITOR}/editor-search.ts`,
        "export { rowsToRender } from './questions/windowing';\nexport { draftKey } from './saving/draft-storage';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        `${EDITOR}/document/editor-values.test.ts`,
        "export { moveQuestion } from '../questions/question-ops';\n",
      ),
    ).toEqual([]);
  });

  it('refuses a survey-entity folder importing one above it: kinds → routing → model → versions → api → ui, model → schedule → api', async () => {
    for (const [file, code] of [
      [`${SURVEY}/kinds/rating-scales.ts`, "export { deriveSurveyStatus } from '../model/survey-status';\n"],
      [`${SURVEY}/routing/paths.ts`, "export { questionsOf } from '../versions/survey-shape';\n"],
      [`${SURVEY}/model/templates.ts`, "export { surveysApi } from '../api/surveys.api';\n"],
      [`${SURVEY}/versions/survey-shape.ts`, "export { KindIcon } from '../ui/kind-icon';\n"],
      [`${SURVEY}/schedule/plan.ts`, "export { questionsOf } from '../versions/survey-shape';\n"],
      [`${SURVEY}/model/survey-status.ts`, "export { windowsOf } from '../schedule/windows';\n"],
    ])
      expect(await ruleIds(file!, code!), file).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        `${SURVEY}/schedule/plan.ts`,
        "export { deriveSurveyStatus } from '../model/survey-status';\nexport { canonical } from '../../../lib/same-json';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        `${SURVEY}/versions/survey-write.ts`,
        "export { enumeratePaths } from '../routing/paths';\nexport { deriveSurveyStatus } from '../model/survey-status';\n",
      ),
    ).toEqual([]);
  });

  it('refuses React and MUI values in model code, and accepts their types', async () => {
    for (const [file, code] of [
      [
        `${SURVEY}/kinds/question-kinds.ts`,
        "import Icon from '@mui/icons-material/Notes';\nexport { Icon };\n",
      ],
      [`${SURVEY}/routing/walk.ts`, "import { useMemo } from 'react';\nexport { useMemo };\n"],
      [`${SURVEY}/schedule/windows.ts`, "import { useMemo } from 'react';\nexport { useMemo };\n"],
      [`${SURVEY}/versions/survey-diff.ts`, "import { Box } from '@mui/material';\nexport { Box };\n"],
      [
        `${SURVEY}/model/survey-status.ts`,
        "import { useForm } from 'react-hook-form';\nexport { useForm };\n",
      ],
      ['src/contracts/survey.ts', "import { createElement } from 'react';\nexport { createElement };\n"],
    ])
      expect(await ruleIds(file!, code!), file).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await ruleIds(
        `${SURVEY}/model/survey-status.ts`,
        "import type { ReactNode } from 'react';\nexport type Label = ReactNode;\n",
      ),
    ).toEqual([]);
  });
});
