// The floor app's providers and its one route, /projects (anything else leads there).
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { ProjectsPage } from './projects-page';

const queryClient = new QueryClient();
const theme = createTheme();
const router = createBrowserRouter([
  { path: '/projects', element: <ProjectsPage /> },
  { path: '*', element: <Navigate to="/projects" replace /> },
]);

export function FloorApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
