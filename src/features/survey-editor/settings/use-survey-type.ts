import { useFormContext, useWatch } from 'react-hook-form';
import type { SurveyType } from '@/contracts/survey-facts';

/** The survey type lives in the editor's half of the form; undefined when a section is mounted on its own. */
export function useSurveyType(): SurveyType | undefined {
  const { control } = useFormContext();
  return useWatch({ control, name: 'type' }) as SurveyType | undefined;
}
