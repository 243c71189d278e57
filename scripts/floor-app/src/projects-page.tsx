// The floor app's screen: a MUI table of the projects page, with a progress bar until it arrives.
import {
  Alert,
  Container,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { projectsQuery } from './projects-query';

export function ProjectsPage() {
  const projects = useQuery(projectsQuery);
  return (
    <Container component="main" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Projects
      </Typography>
      {projects.isPending && <LinearProgress />}
      {projects.isError && <Alert severity="error">{projects.error.message}</Alert>}
      {projects.data && (
        <TableContainer>
          <Table size="small" aria-label="Projects">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>ID</TableCell>
                <TableCell>Time zone</TableCell>
                <TableCell>Created</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {projects.data.results.map((project) => (
                <TableRow key={project.id}>
                  <TableCell>{project.name}</TableCell>
                  <TableCell>{project.id}</TableCell>
                  <TableCell>{project.timezone}</TableCell>
                  <TableCell>{new Date(project.created_at).toLocaleDateString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Container>
  );
}
