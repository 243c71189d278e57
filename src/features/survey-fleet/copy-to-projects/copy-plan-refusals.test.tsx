// The Copy dialog against the demo backend: what PostHog would refuse is the plan's refusal before
// anything is written (another organization than the key owner's current one, a question translation in
// the copy's base language), and a copy that would reach more people than its survey is made only once
// the user ticks that they mean it.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { db } from '@/mocks/db';
import { surveyId } from '@/mocks/test-api';
import { NPS, storedCopies } from '@/testing/fleet-copies';
import { renderRoute } from '@/testing/render';

async function openFor(name: string, projectId: number) {
  const id = await surveyId(name, projectId);
  const view = renderRoute(`/projects/${projectId}/surveys/${id}`);
  // The survey page loads lazily: on a busy machine its first render takes longer than the default wait.
  const open = await screen.findByRole('button', { name: 'Copy to projects' }, { timeout: 30_000 });
  await view.user.click(open);
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Copy to projects' }) };
}

describe(
  'Copy to projects: refusals and a wider audience, before anything is written',
  { timeout: 90_000 },
  () => {
    it('asks before a copy that would reach more people, and copies once ticked', async () => {
      const { user, dialog } = await openFor(NPS, 1);
      await user.click(await within(dialog).findByRole('checkbox', { name: 'Acme Demo' }));
      await user.click(within(dialog).getByRole('button', { name: 'Review the plan (1)' }));
      const demo = within(dialog).getByRole('region', { name: 'Acme Demo' });
      expect(
        await within(demo).findByText(/^Shows to more people, or at other moments, than the survey/),
      ).toHaveTextContent(
        /without Targeting condition: in cohort “Power users”; Targeting; Display condition: action “Completed checkout”/,
      );
      const copy = await within(dialog).findByRole('button', { name: 'Copy to 1 project' });
      expect(copy).toBeDisabled();
      await user.click(
        within(dialog).getByRole('checkbox', { name: 'Copy anyway, with the wider audience' }),
      );
      await user.click(copy);
      expect(await within(demo).findByText(/^Copied\./)).toBeInTheDocument();
      expect(storedCopies(3)).toHaveLength(1);
    });

    it('refuses, naming the current-organization rule, when working in another organization', async () => {
      resetConnectionForTests({
        ...defaultConnection,
        access: { mode: 'organization', organizationId: DEMO_ORGANIZATION_IDS.northwind },
      });
      const source = db.surveys.find((item) => item.projectId === 121)!.survey.name!;
      const { user, dialog } = await openFor(source, 121);
      await user.click(await within(dialog).findByRole('checkbox', { name: 'Northwind Ops' }));
      await user.click(within(dialog).getByRole('button', { name: 'Review the plan (1)' }));
      const ops = within(dialog).getByRole('region', { name: 'Northwind Ops' });
      expect(await within(ops).findByText(/^Nothing will be copied here: /)).toHaveTextContent(
        /only into projects of your current organization, the one you last used in PostHog \(“Acme Analytics”\).*switch organization in PostHog/,
      );
      expect(within(dialog).getByRole('button', { name: 'Copy to 0 projects' })).toBeDisabled();
    });

    it('refuses the Spanish survey whose questions are translated to English, saying why', async () => {
      const { user, dialog } = await openFor('Edge: Spanish survey with an English translation', 1);
      await user.click(await within(dialog).findByRole('checkbox', { name: 'Acme Mobile' }));
      await user.click(within(dialog).getByRole('button', { name: 'Review the plan (1)' }));
      const mobile = within(dialog).getByRole('region', { name: 'Acme Mobile' });
      expect(await within(mobile).findByText(/^Nothing will be copied here: /)).toHaveTextContent(
        /question 1's translation “en” is in the copy's base language \(“en”\)/,
      );
    });
  },
);
