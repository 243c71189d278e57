import type { SvgIconProps } from '@mui/material';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import ShortTextIcon from '@mui/icons-material/ShortText';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { QuestionType } from '../../../contracts/survey';

const ICONS = {
  open: ShortTextIcon,
  link: LinkIcon,
  rating: StarBorderIcon,
  single_choice: RadioButtonCheckedIcon,
  multiple_choice: CheckBoxOutlinedIcon,
} as const;

export function KindIcon({ kind, ...props }: { kind: QuestionType } & SvgIconProps) {
  const Icon = ICONS[kind] ?? ShortTextIcon;
  return <Icon {...props} />;
}
