// Names from the server on the survey pages stay inside their own <bdi>: a right-to-left override left
// open in a survey's name must not reverse the breadcrumb, the heading or the list around it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@/testing/render';
import { FIRST_SHOWING } from '@/testing/waits';

const SPOOF = 'Churn \u202Egnp.exe\u202C plan';

function rename(name: string) {
  const stored = db.surveys.find((candidate) => candidate.survey.name === name)!.survey;
  stored.name = SPOOF;
  db.projects.find((project) => project.id === 1)!.name = 'Acme \u202Eoced';
  return stored.id;
}

const isolated = (element: HTMLElement) => [...element.querySelectorAll('bdi')].map((bdi) => bdi.textContent);

describe('server names on the survey pages', () => {
  it('are isolated in the breadcrumb and the heading of a survey', async () => {
    const id = rename('Feedback round 4');
    renderRoute(`/projects/1/surveys/${id}`);
    const heading = await screen.findByRole('heading', { level: 1, name: new RegExp(`^${SPOOF}`) });
    expect(isolated(heading)).toEqual([SPOOF]);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByText(SPOOF)).toBeInTheDocument();
    expect(isolated(trail)).toEqual([SPOOF]);
  });

  it('are isolated in a project’s breadcrumb', async () => {
    rename('Feedback round 4');
    renderRoute('/projects/1/settings');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByText('Acme \u202Eoced')).toBeInTheDocument();
    expect(isolated(trail)).toEqual(['Acme \u202Eoced']);
  });

  it('are isolated in the surveys list', async () => {
    rename('Feedback round 4');
    renderRoute('/projects/1/surveys?search=Churn');
    const link = await screen.findByRole('link', { name: SPOOF });
    expect(isolated(link)).toEqual([SPOOF]);
  });

  it('are isolated in the editor’s heading', async () => {
    const id = rename('Feedback round 4');
    renderRoute(`/projects/1/surveys/${id}/edit`);
    const heading = await screen.findByRole('heading', { level: 1, name: `Edit “${SPOOF}”` }, FIRST_SHOWING);
    expect(isolated(heading)).toEqual([SPOOF]);
  });
});
