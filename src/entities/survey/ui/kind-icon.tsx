import type { SvgIconProps } from '@mui/material';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import ShortTextIcon from '@mui/icons-material/ShortText';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ReadQuestion } from '../../../contracts/survey';

const ICONS = {
  open: ShortTextIcon,
  link: LinkIcon,
  rating: StarBorderIcon,
  single_choice: RadioButtonCheckedIcon,
  multiple_choice: CheckBoxOutlinedIcon,
  unreadable: HelpOutlineIcon,
} as const satisfies Record<ReadQuestion['type'], unknown>;

export function KindIcon({ kind, ...props }: { kind: ReadQuestion['type'] } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon {...props} />;
}
