import { useCallback, useRef } from 'react';
import Box from '@mui/material/Box';
import type { Layout, Placement } from '../../../shared/api';
import { doorSpan, windowSpan } from './openings';
import { PlanPieceShape } from './PlanPieceShape';
import type { PlanPiece } from './planRules';

const MARGIN_CM = 40;
const WALL_CM = 12;

interface Props {
  room: Layout['room'];
  pieces: readonly PlanPiece[];
  placements: readonly Placement[];
  selected: number | null;
  onPlace: (index: number, change: Partial<Placement>) => void;
  onRotate: (index: number, stepDeg: number) => void;
  onSelect: (index: number) => void;
}

/** The room from above, to scale (1 unit = 1 cm), scaled to the width it is given. */
export function FloorPlan({ room, pieces, placements, selected, onPlace, onRotate, onSelect }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const { widthCm: W, depthCm: D } = room;
  const viewWidth = W + 2 * MARGIN_CM;
  const cmPerPx = useCallback(() => {
    const px = svg.current?.getBoundingClientRect().width;
    return px ? viewWidth / px : 1;
  }, [viewWidth]);
  const fontCm = Math.max(12, Math.round(W / 30));
  const win = windowSpan(room);
  const door = doorSpan(room);
  const doorLen = door.to - door.from;

  return (
    <Box
      component="svg"
      ref={svg}
      viewBox={`${-MARGIN_CM} ${-MARGIN_CM} ${viewWidth} ${D + 2 * MARGIN_CM}`}
      role="group"
      aria-label={`Floor plan, ${W} by ${D} cm`}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        maxHeight: '75vh',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        userSelect: 'none',
        '& .floor': { fill: '#f4efe6' },
        '& .wall': { fill: 'none', stroke: '#5b5b5b', strokeWidth: WALL_CM },
        '& .window': { stroke: '#5fa8d3', strokeWidth: WALL_CM + 2 },
        '& .door-gap': { stroke: '#f4efe6', strokeWidth: WALL_CM + 2 },
        '& .door': { fill: 'none', stroke: '#8a6d3b', strokeWidth: 3 },
        '& .opening-label': { fill: 'text.secondary', fontSize: fontCm * 0.85 },
        '& .plan-piece': { cursor: 'grab', touchAction: 'none', outline: 'none' },
        '& .plan-piece[data-dragging] ': { cursor: 'grabbing', opacity: 0.85 },
        '& .footprint': { fill: '#d9e3f0', stroke: '#33527a', strokeWidth: 2 },
        '& .front': { fill: '#33527a' },
        '& .bounds': {
          fill: 'none',
          stroke: '#33527a',
          strokeWidth: 1.5,
          strokeDasharray: '6 4',
          pointerEvents: 'none',
        },
        '& .plan-piece[aria-pressed="true"] .footprint': { fill: '#b7cbe6', strokeWidth: 4 },
        '& .focus-ring': { fill: 'none', stroke: 'transparent', strokeWidth: 4 },
        '& .plan-piece:focus-visible .focus-ring, & .plan-piece:focus .focus-ring': { stroke: '#e65100' },
        '& text': { fill: '#1c2b3f', pointerEvents: 'none' },
      }}
    >
      <rect className="floor" x={0} y={0} width={W} height={D} />
      <rect className="wall" x={-WALL_CM / 2} y={-WALL_CM / 2} width={W + WALL_CM} height={D + WALL_CM} />
      <line className="window" x1={-WALL_CM / 2} y1={win.from} x2={-WALL_CM / 2} y2={win.to} />
      <text
        className="opening-label"
        transform={`translate(${-WALL_CM - 6} ${(win.from + win.to) / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Window
      </text>
      <line className="door-gap" x1={W + WALL_CM / 2} y1={door.from} x2={W + WALL_CM / 2} y2={door.to} />
      <path
        className="door"
        d={`M ${W} ${door.to} L ${W - doorLen} ${door.to} A ${doorLen} ${doorLen} 0 0 1 ${W} ${door.from}`}
      />
      <text
        className="opening-label"
        transform={`translate(${W + WALL_CM + 6} ${(door.from + door.to) / 2}) rotate(90)`}
        textAnchor="middle"
      >
        Door
      </text>
      {placements.map((placement, i) => (
        <PlanPieceShape
          // Placements keep their order; an id may repeat, so the index is the piece.
          key={i}
          piece={pieces[i]}
          placement={placement}
          selected={selected === i}
          fontCm={fontCm}
          cmPerPx={cmPerPx}
          onPlace={(change) => onPlace(i, change)}
          onRotate={(step) => onRotate(i, step)}
          onSelect={() => onSelect(i)}
        />
      ))}
    </Box>
  );
}
