// The kinds a new question can be, for the "+" of a node or a route.
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { QuestionType } from '@/contracts/survey-questions';
import { KIND_LABELS, QUESTION_KINDS } from '@/entities/survey/kinds/question-kinds';
import { KindIcon } from '@/entities/survey/ui/kind-icon';

export function KindMenu({
  anchor,
  label,
  onPick,
  onClose,
}: {
  anchor: HTMLElement | null;
  /** What the list is for: "New question after Q2". */
  label: string;
  onPick: (kind: QuestionType) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {QUESTION_KINDS.map((kind) => (
        <MenuItem
          key={kind}
          onClick={() => {
            onClose();
            onPick(kind);
          }}
        >
          <ListItemIcon>
            <KindIcon kind={kind} fontSize="small" />
          </ListItemIcon>
          <ListItemText>{KIND_LABELS[kind]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
