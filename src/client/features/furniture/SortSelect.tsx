import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { FURNITURE_SORTS, type FurnitureSort } from '../../../shared/constants';

export const SORT_LABELS: Record<FurnitureSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

const isSort = (v: string): v is FurnitureSort => (FURNITURE_SORTS as readonly string[]).includes(v);

/** "Sort by": the order of every row (the server sorts, so "Load more" continues the same order). */
export function SortSelect({ value, onChange }: { value: FurnitureSort; onChange: (sort: FurnitureSort) => void }) {
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="results-sort-label">Sort by</InputLabel>
      <Select
        labelId="results-sort-label"
        id="results-sort"
        label="Sort by"
        value={value}
        onChange={(e) => {
          if (isSort(e.target.value)) onChange(e.target.value);
        }}
      >
        {FURNITURE_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {SORT_LABELS[s]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
