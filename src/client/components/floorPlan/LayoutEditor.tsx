import { useMemo, useReducer, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Rotate90DegreesCwOutlinedIcon from '@mui/icons-material/Rotate90DegreesCwOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import type { FurnitureDto, Layout } from '../../../shared/api';
import { editorReducer, normalAngle } from './editorState';
import { FloorPlan } from './FloorPlan';
import { planPieces } from './planPieces';

interface Props {
  layout: Layout;
  furnitures: readonly FurnitureDto[];
  onRender: (layout: Layout) => void;
  /** While a render is on its way. */
  busy?: boolean;
}

/** The floor-plan editor: the plan, its tools, the reason a change was refused, and Render this layout. */
export function LayoutEditor({ layout, furnitures, onRender, busy = false }: Props) {
  const pieces = useMemo(() => planPieces(layout.placements, furnitures), [layout.placements, furnitures]);
  const reducer = useMemo(() => editorReducer(layout.room, pieces), [layout.room, pieces]);
  const [state, dispatch] = useReducer(reducer, { placements: layout.placements, selected: null, refusal: null });
  const [swapAnchor, setSwapAnchor] = useState<HTMLElement | null>(null);
  const { placements, selected, refusal } = state;
  const changed = JSON.stringify(placements) !== JSON.stringify(layout.placements);

  const rotate = (index: number, step: number) =>
    dispatch({ type: 'place', changes: { [index]: { angleDeg: normalAngle(placements[index].angleDeg + step) } } });
  const swapWith = (other: number) => {
    setSwapAnchor(null);
    if (selected === null) return;
    const a = placements[selected];
    const b = placements[other];
    dispatch({
      type: 'place',
      changes: {
        [selected]: { xCm: b.xCm, yCm: b.yCm, angleDeg: b.angleDeg },
        [other]: { xCm: a.xCm, yCm: a.yCm, angleDeg: a.angleDeg },
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="floor-plan-title">
      <Typography variant="h2" id="floor-plan-title" sx={{ mb: 0.5, fontSize: '1.2rem' }}>
        Floor plan
      </Typography>
      <Typography variant="body2" color="text.secondary" id="floor-plan-help" sx={{ mb: 1.5 }}>
        Drag a piece, or select it and use the arrow keys (Shift: 50 cm). R turns it 90°, Shift+R 45°.
      </Typography>
      <FloorPlan
        room={layout.room}
        pieces={pieces}
        placements={placements}
        selected={selected}
        onPlace={(index, change) => dispatch({ type: 'place', changes: { [index]: change } })}
        onRotate={rotate}
        onSelect={(index) => dispatch({ type: 'select', index: selected === index ? null : index })}
      />
      <Typography role="status" color="error" variant="body2" sx={{ minHeight: '1.5em', mt: 1, fontWeight: 600 }}>
        {refusal}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <Button
          variant="outlined"
          startIcon={<Rotate90DegreesCwOutlinedIcon />}
          disabled={selected === null}
          onClick={() => selected !== null && rotate(selected, 90)}
        >
          Rotate 90°
        </Button>
        <Button
          variant="outlined"
          disabled={selected === null}
          onClick={() => selected !== null && rotate(selected, 45)}
        >
          Rotate 45°
        </Button>
        <Button
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          disabled={selected === null || placements.length < 2}
          aria-haspopup="menu"
          aria-expanded={swapAnchor ? true : undefined}
          onClick={(e) => setSwapAnchor(e.currentTarget)}
        >
          Swap with…
        </Button>
        <Button
          variant="outlined"
          startIcon={<RestartAltIcon />}
          disabled={!changed}
          onClick={() => dispatch({ type: 'reset', placements: layout.placements })}
        >
          Reset
        </Button>
        <Button
          variant="contained"
          startIcon={<ViewInArOutlinedIcon />}
          disabled={busy}
          onClick={() => onRender({ room: layout.room, placements })}
        >
          Render this layout
        </Button>
      </Stack>
      <Menu anchorEl={swapAnchor} open={Boolean(swapAnchor)} onClose={() => setSwapAnchor(null)}>
        {pieces.map((piece, i) =>
          i === selected ? null : (
            <MenuItem key={i} onClick={() => swapWith(i)}>
              {piece.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </Box>
  );
}
