import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { Tab, Tabs } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TabPanel, tabProps } from './tab-panel';

describe('TabPanel', () => {
  it('is named by its tab, which controls it, in a group of its own', () => {
    renderWithProviders(
      <>
        <Tabs value="paths" aria-label="Tools">
          <Tab label="Try it" {...tabProps('try', 'tools')} />
          <Tab label="Paths" {...tabProps('paths', 'tools')} />
        </Tabs>
        <TabPanel value="paths" group="tools">
          Every path
        </TabPanel>
      </>,
    );
    const panel = screen.getByRole('tabpanel', { name: 'Paths' });
    expect(panel).toHaveTextContent('Every path');
    expect(screen.getByRole('tab', { name: 'Paths' })).toHaveAttribute('aria-controls', panel.id);
    expect(panel.id).toBe('tools-panel-paths');
  });

  it('shows a named progress bar until lazy content has loaded', async () => {
    let show: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Later = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (show = resolve)),
    );
    renderWithProviders(
      <TabPanel value="flow" loading="Loading the flow graph">
        <Later />
      </TabPanel>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading the flow graph' })).toBeInTheDocument();
    show({ default: () => <p>The graph</p> });
    expect(await screen.findByText('The graph')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
