// A question kind's icon, from the registry; a question Surveyor cannot read has its own.
import type { SvgIconProps } from '@mui/material';
import type { ReadQuestion } from '../../../contracts/survey-questions';
import { questionKind, UNREADABLE_KIND } from '../model/question-kinds';

export function KindIcon({ kind, ...props }: { kind: ReadQuestion['type'] } & SvgIconProps) {
  const Icon = kind === 'unreadable' ? UNREADABLE_KIND.icon : questionKind(kind).icon;
  return <Icon {...props} />;
}
