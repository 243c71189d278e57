// A question kind's icon; a question Surveyor cannot read has its own. The icons live here, not in the
// kind registry (kinds/question-kinds.ts), so that the registry stays model code without React or MUI.
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import ShortTextIcon from '@mui/icons-material/ShortText';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ReadQuestion } from '@/contracts/survey-questions';

/** One per kind a question can be read as: the compiler asks for a new kind's icon here. */
const KIND_ICONS: Record<ReadQuestion['type'], ComponentType<SvgIconProps>> = {
  open: ShortTextIcon,
  link: LinkIcon,
  rating: StarBorderIcon,
  single_choice: RadioButtonCheckedIcon,
  multiple_choice: CheckBoxOutlinedIcon,
  unreadable: HelpOutlineIcon,
};

export function KindIcon({ kind, ...props }: { kind: ReadQuestion['type'] } & SvgIconProps) {
  const Icon = KIND_ICONS[kind];
  return <Icon {...props} />;
}
