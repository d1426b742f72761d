import Button from '@mui/material/Button';

interface SelectToggleProps {
  selected: boolean;
  onToggle: () => void;
  /** The furniture's title, so each toggle has its own accessible name. */
  title: string;
  selectedLabel?: string;
}

const TOGGLE_SX = { py: 0.5, minWidth: 96 } as const;

/** Select / Selected (or Unselect) button; aria-pressed carries the state for assistive tech. */
export function SelectToggle({ selected, onToggle, title, selectedLabel = 'Selected' }: SelectToggleProps) {
  return (
    <Button
      size="small"
      variant={selected ? 'contained' : 'outlined'}
      aria-pressed={selected}
      aria-label={`${selected ? selectedLabel : 'Select'} ${title}`}
      onClick={onToggle}
      sx={TOGGLE_SX}
    >
      {selected ? selectedLabel : 'Select'}
    </Button>
  );
}
