// Importing a survey from the dialog: the new survey's page opens as soon as the server has created it,
// without first reading the list again (with a 5 MB survey in it, that read held the page back), and the
// list shows the new survey when it is shown again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { SurveyRecord } from '@/contracts/survey';
import type { Written } from '@/lib/api/client';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { server } from '@/mocks/node';
import { apiRequests } from '@/testing/api-requests';
import { renderWithProviders } from '@/testing/render';
import { ImportSurveyDialog } from './import-survey-dialog';

afterEach(() => server.events.removeAllListeners());

/** The project's survey list, as the surveys page shows it behind the dialog. */
function ListBehind() {
  const list = useQuery(surveyQueries.list(1, { limit: 100, offset: 0 }));
  const names = (list.data?.results ?? []).map((record) => ('survey' in record ? record.survey.name : ''));
  return <p aria-label="Listed">{names.join(' · ')}</p>;
}

/** The surveys page in short: the list, the dialog, and the survey's page opened on an import. */
function SurveysPage({ onImported }: { onImported: (written: Written<SurveyRecord>) => void }) {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      {opened ? (
        <button type="button" onClick={() => setOpened(null)}>
          Back to the list from {opened}
        </button>
      ) : (
        <ListBehind />
      )}
      <ImportSurveyDialog
        projectId={1}
        open={!opened}
        onClose={() => {}}
        onImported={(written, name) => {
          onImported(written);
          setOpened(name);
        }}
      />
    </>
  );
}

describe('importing a survey', () => {
  it('opens the survey before the list is read again; the list shows it when shown again', async () => {
    let seen: string[] = [];
    const listReads = () => seen.filter((line) => /^GET \/api\/projects\/1\/surveys\/(\?|$)/.test(line));
    let readsWhenImported = -1;
    const onImported = vi.fn(() => {
      readsWhenImported = listReads().length;
    });
    const { user } = renderWithProviders(<SurveysPage onImported={onImported} />);
    await waitFor(() => expect(screen.getByLabelText('Listed')).not.toBeEmptyDOMElement());
    seen = apiRequests();
    fireEvent.change(screen.getByRole('textbox', { name: 'Survey JSON' }), {
      target: {
        value: JSON.stringify({
          name: 'Imported from a file',
          type: 'popover',
          questions: [{ type: 'open', question: 'Why?' }],
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    expect(readsWhenImported).toBe(0);

    await user.click(
      await screen.findByRole('button', { name: 'Back to the list from Imported from a file' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Listed')).toHaveTextContent('Imported from a file'));
    expect(listReads()).toHaveLength(1);
  });
});
