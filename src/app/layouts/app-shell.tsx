import { Suspense } from 'react';
import { AppBar, Box, Button, Container, LinearProgress, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router-dom';

export function AppShell() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="static" component="header">
        <Toolbar component="nav" aria-label="Main">
          <Typography variant="h6" component="span" sx={{ mr: 3 }}>
            Surveyor
          </Typography>
          <Button color="inherit" component={RouterLink} to="/projects">
            Projects
          </Button>
          <Button color="inherit" component={RouterLink} to="/settings">
            Settings
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        <Suspense fallback={<LinearProgress aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
