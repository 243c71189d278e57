// One tab's panel, tied to its tab: the ids come from the tab's value (and the group's name, where a page
// holds two tab strips), so the tab controls the panel and the panel is named by the tab. A panel whose
// content loads lazily shows a named progress bar until it is there.
import { Suspense, type ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';

const ids = (value: string, group?: string) => {
  const prefix = group ? `${group}-` : '';
  return { tab: `${prefix}tab-${value}`, panel: `${prefix}panel-${value}` };
};

/** The props that tie a MUI Tab to the TabPanel of the same value and group. */
export function tabProps(value: string, group?: string) {
  const { tab, panel } = ids(value, group);
  return { value, id: tab, 'aria-controls': panel };
}

interface TabPanelProps {
  value: string;
  group?: string;
  /** The content loads lazily: the name of the progress bar shown until it has loaded. */
  loading?: string;
  children: ReactNode;
}

export function TabPanel({ value, group, loading, children }: TabPanelProps) {
  const { tab, panel } = ids(value, group);
  return (
    <Box role="tabpanel" id={panel} aria-labelledby={tab}>
      {loading ? (
        <Suspense fallback={<LinearProgress aria-label={loading} />}>{children}</Suspense>
      ) : (
        children
      )}
    </Box>
  );
}
