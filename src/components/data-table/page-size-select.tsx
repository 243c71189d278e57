// The page size's menu: MUI's Select, with its Menu, Popover, Modal and focus trap (with the dialogs they
// share, about a fifth of the first screen's own code). ListPagination draws the closed control without
// them and loads this when the pointer or the focus reaches it; it then takes the focus and opens if the
// user already pressed it.
import { useEffect, useRef, useState } from 'react';
import { MenuItem, Select } from '@mui/material';
import { PAGE_SIZES, type PageSize } from '@/lib/url-state/pagination';

interface Props {
  labelId: string;
  value: number;
  onChange: (size: PageSize) => void;
  /** The closed control had the focus: the menu's control takes it. */
  focus: boolean;
  /** The closed control was pressed: the menu opens at once. */
  open: boolean;
}

export function PageSizeSelect({ labelId, value, onChange, focus, open: openAtOnce }: Props) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  // Focus first, then open: the menu gives the focus back to the control when it closes.
  useEffect(() => {
    if (focus || openAtOnce) wrapper.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    if (openAtOnce) setOpen(true);
  }, [focus, openAtOnce]);
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <Select
        variant="standard"
        disableUnderline
        labelId={labelId}
        value={value}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onChange={(event) => onChange(Number(event.target.value) as PageSize)}
        sx={{ fontSize: 'body2.fontSize' }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </Select>
    </span>
  );
}
