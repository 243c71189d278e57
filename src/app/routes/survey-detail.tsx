import { Typography } from '@mui/material';

export function Component() {
  return <Typography component="h1" variant="h4">TODO: survey-detail</Typography>;
}
