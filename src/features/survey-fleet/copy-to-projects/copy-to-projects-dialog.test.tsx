// "Copy to projects" against the demo backend: the seeded NPS survey of Acme Web copied to Acme Mobile
// (which has its flag, cohort and action) and Acme Demo (which has none of them): each plan's lines, each
// result with its link, and what the demo stored — the copies' own project's ids, the source's name, its
// events and translations.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db';
import { NPS, openCopyDialog, storedCopies } from '@/testing/fleet-copies';

describe('Copy to projects: the seeded NPS survey to Acme Mobile and Acme Demo', { timeout: 90_000 }, () => {
  it('shows each project’s plan before anything is written', async () => {
    const { user, dialog } = await openCopyDialog();
    // The survey's own project is listed, but cannot be picked.
    expect(await within(dialog).findByRole('checkbox', { name: /Acme Web/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Acme Mobile' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Acme Demo' }));
    const before = db.surveys.length;
    await user.click(within(dialog).getByRole('button', { name: 'Review the plan (2)' }));

    const mobile = within(dialog).getByRole('region', { name: 'Acme Mobile' });
    const demo = within(dialog).getByRole('region', { name: 'Acme Demo' });
    const mobileMapped = await within(mobile).findByRole('region', { name: 'Mapped to this project’s own' });
    expect(mobileMapped).toHaveTextContent(/Linked feature flag “beta-program”: found/);
    expect(mobileMapped).toHaveTextContent(/Cohort “Power users”: found/);
    expect(mobileMapped).toHaveTextContent(/Action “Completed checkout”: found/);
    expect(within(mobile).queryByRole('region', { name: 'Dropped' })).toHaveTextContent(/Launch state/);
    expect(within(mobile).getByRole('region', { name: 'Dropped' })).not.toHaveTextContent(/Power users/);
    const asIs = within(mobile).getByRole('region', { name: 'Copies as is' });
    expect(asIs).toHaveTextContent('Event triggers: “purchase_completed”');
    expect(asIs).toHaveTextContent(/Translations \(.*\): restored by Surveyor/);
    expect(mobile).toHaveTextContent(`Named “${NPS}”`);

    const demoMapped = await within(demo).findByRole('region', { name: 'Mapped to this project’s own' });
    expect(demoMapped).toHaveTextContent(/Linked feature flag “beta-program”: will be copied/);
    expect(demoMapped).toHaveTextContent(/Cohort “Power users”: missing/);
    expect(demoMapped).toHaveTextContent(/Action “Completed checkout”: missing/);
    const dropped = within(demo).getByRole('region', { name: 'Dropped' });
    expect(dropped).toHaveTextContent(/Targeting condition: in cohort “Power users”: .+ dropped/);
    expect(dropped).toHaveTextContent(/Display condition: action “Completed checkout”: .+ dropped/);
    // Nothing was written by reading the plans.
    expect(db.surveys.length).toBe(before);
  });

  it('copies to both, shows each result with its link, and the demo stores each project’s own ids', async () => {
    const { user, dialog, sourceId } = await openCopyDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Acme Mobile' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Acme Demo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review the plan (2)' }));
    // Acme Demo lacks the cohort and the action: the wider audience is copied only once confirmed.
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Copy anyway, with the wider audience' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Copy to 2 projects' }));

    const mobile = within(dialog).getByRole('region', { name: 'Acme Mobile' });
    const demo = within(dialog).getByRole('region', { name: 'Acme Demo' });
    expect(await within(mobile).findByText(/^Copied\./)).toBeInTheDocument();
    expect(await within(demo).findByText(/^Copied\./)).toBeInTheDocument();
    const [mobileCopy] = storedCopies(2);
    const [demoCopy] = storedCopies(3);
    expect(within(mobile).getByRole('link', { name: `Open “${NPS}”` })).toHaveAttribute(
      'href',
      `/projects/2/surveys/${mobileCopy!.id}`,
    );
    expect(within(demo).getByRole('link', { name: `Open “${NPS}”` })).toHaveAttribute(
      'href',
      `/projects/3/surveys/${demoCopy!.id}`,
    );
    // Nothing left to copy: no retry, and the dialog closes.
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();

    const source = db.surveys.find((item) => item.survey.id === sourceId)!.survey;
    const mobileFlag = db.featureFlags.find((f) => f.projectId === 2 && f.flag.key === 'beta-program')!;
    const mobileCohort = db.cohorts.find((c) => c.projectId === 2 && c.name === 'Power users' && !c.deleted)!;
    const mobileAction = db.actions.find((a) => a.projectId === 2 && a.name === 'Completed checkout')!;
    for (const copy of [mobileCopy!, demoCopy!]) {
      expect(copy.name).toBe(NPS);
      expect(copy.conditions?.events).toEqual(source.conditions?.events);
      expect(copy.translations).toEqual(source.translations);
      expect(copy.base_language).toBe(source.base_language);
      expect(copy.questions?.map((q) => q.question)).toEqual(source.questions?.map((q) => q.question));
    }
    expect(mobileCopy!.linked_flag?.id).toBe(mobileFlag.flag.id);
    expect(mobileCopy!.conditions?.actions).toEqual({
      values: [expect.objectContaining({ id: mobileAction.id, name: 'Completed checkout' })],
    });
    const cohortValues = JSON.stringify(mobileCopy!.targeting_flag?.filters ?? null);
    expect(cohortValues).toContain(`"value":${mobileCohort.id}`);
    // Acme Demo: the flag was copied there first and linked; its missing cohort and action were dropped.
    const demoFlag = db.featureFlags.find((f) => f.projectId === 3 && f.flag.key === 'beta-program')!;
    expect(demoCopy!.linked_flag?.id).toBe(demoFlag.flag.id);
    expect(demoCopy!.conditions?.actions ?? null).toBeNull();
    expect(JSON.stringify(demoCopy!.targeting_flag?.filters ?? null)).not.toContain('cohort');
  });
});

describe('Copy to projects, a second time', { timeout: 90_000 }, () => {
  it('plans again from what the first copy wrote: the name is taken and the flag is there', async () => {
    const { user, dialog } = await openCopyDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Acme Demo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review the plan (1)' }));
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Copy anyway, with the wider audience' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Copy to 1 project' }));
    expect(await within(dialog).findByText(/^Copied\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'Copy to projects' }));
    const again = await screen.findByRole('dialog', { name: 'Copy to projects' });
    await user.click(await within(again).findByRole('checkbox', { name: 'Acme Demo' }));
    await user.click(within(again).getByRole('button', { name: 'Review the plan (1)' }));
    const demo = within(again).getByRole('region', { name: 'Acme Demo' });
    const mapped = await within(demo).findByRole('region', { name: 'Mapped to this project’s own' });
    expect(mapped).toHaveTextContent(/Linked feature flag “beta-program”: found/);
    expect(demo).toHaveTextContent(`already has a survey named “${NPS}”`);
    await user.click(
      await within(again).findByRole('checkbox', { name: 'Copy anyway, with the wider audience' }),
    );
    await user.click(within(again).getByRole('button', { name: 'Copy to 1 project' }));
    expect(await within(demo).findByText(/^Copied\./)).toBeInTheDocument();
    const names = storedCopies(3).map((copy) => copy.name);
    expect(names).toHaveLength(2);
    expect(names).toContain(NPS);
    expect(names.filter((name) => name !== NPS)[0]).toMatch(/\(duplicated at /);
  });
});
