// Importing a survey from the dialog: the new survey's page opens as soon as the server has created it,
// without first reading the list again (with a 5 MB survey in it, that read held the page back), and a
// list still on screen afterwards shows the new survey.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { SurveyRecord } from '../../../contracts/survey';
import type { Written } from '../../../lib/api/client';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';
import { server } from '../../../mocks/node';
import { apiRequests } from '../../../testing/api-requests';
import { renderWithProviders } from '../../../testing/render';
import { ImportSurveyDialog } from './import-survey-dialog';

afterEach(() => server.events.removeAllListeners());

const LIST = { limit: 100, offset: 0 };

/** The project's survey list, as the surveys page shows it behind the dialog. */
function ListBehind() {
  const list = useQuery(surveyQueries.list(1, LIST));
  const names = (list.data?.results ?? []).map((record) => ('survey' in record ? record.survey.name : ''));
  return <p aria-label="Listed">{names.join(' · ')}</p>;
}

describe('importing a survey', () => {
  it('hands over the created survey before the list is read again, then the list shown is read', async () => {
    const listReads = () => seen.filter((line) => /^GET \/api\/projects\/1\/surveys\/(\?|$)/.test(line));
    const onImported = vi.fn<(written: Written<SurveyRecord>, name: string) => void>(() => {
      readsWhenImported = listReads().length;
    });
    let readsWhenImported = -1;
    const { user } = renderWithProviders(
      <>
        <ListBehind />
        <ImportSurveyDialog projectId={1} open onClose={() => {}} onImported={onImported} />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('Listed')).not.toBeEmptyDOMElement());
    const seen = apiRequests();
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
    expect(onImported.mock.calls[0]![0].data?.survey.name).toBe('Imported from a file');
    expect(readsWhenImported).toBe(0);
    // The list is still on screen here (nothing navigated): it is read again and shows the import.
    await waitFor(() => expect(screen.getByLabelText('Listed')).toHaveTextContent('Imported from a file'));
    expect(listReads()).toHaveLength(1);
  });
});
