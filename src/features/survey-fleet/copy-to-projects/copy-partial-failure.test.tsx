// A copy to several projects where one fails: the other is copied, and "Retry failed" retries only the
// failed one — never a second copy of the one that worked; a copy made but not completed (its restoring
// PATCH failed) is completed on retry, not made again. Faults come from the demo's fault control.
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { mockControl } from '@/mocks/node';
import { apiRequests } from '@/testing/api-requests';
import { NPS, openCopyDialog, storedCopies } from '@/testing/fleet-copies';

async function copyToMobileAndDemo() {
  const view = await openCopyDialog();
  const { user, dialog } = view;
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Acme Mobile' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Acme Demo' }));
  await user.click(within(dialog).getByRole('button', { name: 'Review the plan (2)' }));
  await user.click(
    await within(dialog).findByRole('checkbox', { name: 'Copy anyway, with the wider audience' }),
  );
  await user.click(await within(dialog).findByRole('button', { name: 'Copy to 2 projects' }));
  return {
    ...view,
    mobile: within(dialog).getByRole('region', { name: 'Acme Mobile' }),
    demo: within(dialog).getByRole('region', { name: 'Acme Demo' }),
  };
}

const duplicates = (requests: string[]) =>
  requests.filter((request) => request.includes('/duplicate_to_projects/')).length;

describe('Copy to projects when one project fails', { timeout: 90_000 }, () => {
  it('copies the other, and "Retry failed (1)" copies only the failed one', async () => {
    // Acme Mobile is copied first: its duplicate_to_projects answers 500 once.
    mockControl.injectFault({ method: 'POST', path: '/duplicate_to_projects/', status: 500 });
    const { user, dialog, mobile, demo } = await copyToMobileAndDemo();
    expect(await within(demo).findByText(/^Copied\./)).toBeInTheDocument();
    expect(await within(mobile).findByText(/^Not copied\./)).toBeInTheDocument();
    expect(storedCopies(2)).toHaveLength(0);
    expect(storedCopies(3)).toHaveLength(1);

    const requests = apiRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    expect(await within(mobile).findByText(/^Copied\./)).toBeInTheDocument();
    expect(within(demo).getByText(/^Copied\./)).toBeInTheDocument();
    expect(duplicates(requests)).toBe(1);
    expect(storedCopies(2).map((copy) => copy.name)).toEqual([NPS]);
    expect(storedCopies(3)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });

  it('completes, on retry, a copy whose completing PATCH failed, without copying it again', async () => {
    mockControl.injectFault({ method: 'PATCH', path: '/api/projects/3/surveys/', status: 500 });
    const { user, dialog, mobile, demo } = await copyToMobileAndDemo();
    expect(await within(demo).findByText(/^Copied, but completing the copy failed/)).toBeInTheDocument();
    expect(await within(mobile).findByText(/^Copied\./)).toBeInTheDocument();
    const [incomplete] = storedCopies(3);
    expect(incomplete!.name).toMatch(/\(duplicated at /);
    expect(incomplete!.linked_flag ?? null).toBeNull();

    const requests = apiRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    expect(await within(demo).findByText(/^Copied\./)).toBeInTheDocument();
    expect(duplicates(requests)).toBe(0);
    const copies = storedCopies(3);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.id).toBe(incomplete!.id);
    expect(copies[0]!.name).toBe(NPS);
    expect(copies[0]!.linked_flag?.key).toBe('beta-program');
    expect(storedCopies(2)).toHaveLength(1);
  });

  it('with phx_demo_fleet_partial, refuses Acme Demo in its plan and copies Acme Mobile', async () => {
    resetConnectionForTests({
      ...defaultConnection,
      apiKey: 'phx_demo_fleet_partial',
      access: { mode: 'projects', projectIds: [1, 2, 3] },
    });
    const { user, dialog } = await openCopyDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Acme Mobile' }));
    // The key cannot read Acme Demo: the picker names it by its id and says so.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Project 3 (could not be loaded)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review the plan (2)' }));
    const mobile = within(dialog).getByRole('region', { name: 'Acme Mobile' });
    const demo = within(dialog).getByRole('region', { name: /^Project 3/ });
    expect(await within(demo).findByText(/^Nothing will be copied here: /)).toHaveTextContent(
      'API key does not have access to the requested project: ID 3.',
    );
    // The refused project is not counted in the copy.
    await user.click(await within(dialog).findByRole('button', { name: 'Copy to 1 project' }));
    expect(await within(mobile).findByText(/^Copied\./)).toBeInTheDocument();
    expect(storedCopies(2)).toHaveLength(1);
    expect(storedCopies(3)).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });
});
