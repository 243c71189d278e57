import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { connectionProjectScope } from '../../entities/project/project-scope';
import { projectSettingsReads } from '../../features/projects/model/projects-reads';
import { parseProjectId } from './route-params';
import { startReads } from './start-reads';

export const loader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const projectId = parseProjectId(params.projectId);
    // An id that is not a plain id is the not-found page's: nothing is read for it.
    if (projectId === null) return null;
    return startReads(queryClient, projectSettingsReads(connectionProjectScope(), projectId));
  };
