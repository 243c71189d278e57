// The editor's section tabs, each with a count of its problems.
import { memo } from 'react';
import { useFormState } from 'react-hook-form';
import { Badge, Tab, Tabs } from '@mui/material';
import { tabProps } from '@/components/navigation/tab-panel';
import type { SurveyEditorValues } from './document/editor-values';
import { flattenErrors, tabOfField, type EditorTab } from './document/form-errors';

const TABS: { value: EditorTab; label: string }[] = [
  { value: 'questions', label: 'Questions' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'appearance', label: 'Appearance' },
  { value: 'conditions', label: 'Display conditions' },
  { value: 'targeting', label: 'Targeting' },
  { value: 'flow', label: 'Flow' },
];

/** Problems per tab, as "tab:count" pairs, so the tab strip re-renders only when a count changes. */
function useProblemCounts(): string {
  const { errors } = useFormState<SurveyEditorValues>();
  const counts: Partial<Record<EditorTab, number>> = {};
  for (const problem of flattenErrors(errors)) {
    const target = tabOfField(problem.path);
    if (target) counts[target] = (counts[target] ?? 0) + 1;
  }
  return TABS.map((item) => `${item.value}:${counts[item.value] ?? 0}`).join(',');
}

/** The section tabs, each with a count of its problems. */
export function EditorTabs({ tab, onChange }: { tab: EditorTab; onChange: (tab: EditorTab) => void }) {
  return <TabStrip tab={tab} onChange={onChange} counts={useProblemCounts()} />;
}

// Memoised: MUI Tabs measures the page when it renders, which is a forced layout of every question card.
const TabStrip = memo(function TabStrip({
  tab,
  onChange,
  counts,
}: {
  tab: EditorTab;
  onChange: (tab: EditorTab) => void;
  counts: string;
}) {
  const countOf = Object.fromEntries(counts.split(',').map((pair) => pair.split(':'))) as Record<
    EditorTab,
    string
  >;
  return (
    <Tabs
      value={tab}
      onChange={(_, value: EditorTab) => onChange(value)}
      aria-label="Editor sections"
      variant="scrollable"
      sx={{ mb: 2 }}
    >
      {TABS.map((item) => (
        <Tab
          key={item.value}
          {...tabProps(item.value, 'editor')}
          label={
            countOf[item.value] !== '0' ? (
              <Badge
                color="error"
                badgeContent={Number(countOf[item.value])}
                sx={{ '& .MuiBadge-badge': { right: -10 } }}
              >
                {item.label}
              </Badge>
            ) : (
              item.label
            )
          }
        />
      ))}
    </Tabs>
  );
});
