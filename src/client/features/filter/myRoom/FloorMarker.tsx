import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RoomPhoto } from '../../../../shared/api';
import { CORNER_NAMES, type FloorOutline, type Point } from '../../../../shared/floorOutline';

interface Props {
  photo: RoomPhoto;
  floor: FloorOutline;
  onChange: (floor: FloorOutline) => void;
  /** Why the outline cannot be used, shown under the photo; null when it can. */
  problem: string | null;
}

const ARROWS: Record<string, Point> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** Shift+arrow moves this many steps at once. */
const FAST = 10;

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));

/**
 * The photo with the floor outline over it. Corners are kept in photo pixels; the SVG's viewBox
 * is the photo's size and the handles sit at percentages, so the overlay follows whatever size the
 * image is shown at without measuring it. Mouse and touch drag a handle (pointer events); the
 * keyboard moves the focused one.
 */
export function FloorMarker({ photo, floor, onChange, problem }: Props) {
  const { width, height } = photo;
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const hintId = useId();
  const problemId = useId();
  // One step is half a percent of the photo's longer side, so a step looks the same on any photo.
  const step = Math.max(1, Math.round(Math.max(width, height) / 200));

  const move = (index: number, point: Point) => {
    const next = floor.map((p, i) => (i === index ? point : p)) as unknown as FloorOutline;
    onChange(next);
    setAnnounced(`${CORNER_NAMES[index]} corner at ${point[0]}, ${point[1]}`);
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    const by = step * (e.shiftKey ? FAST : 1);
    const [x, y] = floor[index];
    move(index, [clamp(x + arrow[0] * by, width), clamp(y + arrow[1] * by, height)]);
  };

  const pointAt = (e: PointerEvent): Point | null => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return [
      clamp(((e.clientX - rect.left) / rect.width) * width, width),
      clamp(((e.clientY - rect.top) / rect.height) * height, height),
    ];
  };

  const onPointerDown = (index: number) => (e: PointerEvent<HTMLButtonElement>) => {
    e.preventDefault();
    e.currentTarget.focus();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    dragging.current = index;
  };
  const onPointerMove = (index: number) => (e: PointerEvent) => {
    if (dragging.current !== index) return;
    const point = pointAt(e);
    if (point) move(index, point);
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    dragging.current = null;
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };

  const points = floor.map(([x, y]) => `${x},${y}`).join(' ');
  const invalid = problem !== null;

  return (
    <Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Drag the four corners onto the corners of your floor, or focus a corner and use the arrow keys (hold Shift for
        bigger steps). The orange edge is the back wall.
      </Typography>
      <Box
        ref={frame}
        role="group"
        aria-label="Floor outline"
        aria-describedby={invalid ? problemId : undefined}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 720,
          lineHeight: 0,
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        <Box
          component="img"
          src={photo.url}
          alt="Your room photo"
          draggable={false}
          sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 2, aspectRatio: `${width} / ${height}` }}
        />
        <Box
          component="svg"
          aria-hidden
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
        >
          <polygon
            points={points}
            fill={invalid ? 'rgba(211, 47, 47, 0.25)' : 'rgba(47, 93, 80, 0.28)'}
            stroke={invalid ? '#d32f2f' : '#ffffff'}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
          <line
            x1={floor[0][0]}
            y1={floor[0][1]}
            x2={floor[1][0]}
            y2={floor[1][1]}
            stroke="#c8734a"
            strokeWidth={4}
            vectorEffect="non-scaling-stroke"
          />
        </Box>
        {floor.map(([x, y], i) => (
          <Box
            key={CORNER_NAMES[i]}
            component="button"
            type="button"
            aria-label={`${CORNER_NAMES[i]} corner`}
            aria-describedby={hintId}
            onKeyDown={onKeyDown(i)}
            onPointerDown={onPointerDown(i)}
            onPointerMove={onPointerMove(i)}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            style={{ left: `${(x * 100) / width}%`, top: `${(y * 100) / height}%` }}
            sx={{
              position: 'absolute',
              // 36 px: a fingertip's target on a phone.
              width: 36,
              height: 36,
              p: 0,
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              border: '3px solid #fff',
              bgcolor: i < 2 ? '#c8734a' : 'primary.main',
              boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
              cursor: 'grab',
              touchAction: 'none',
              '&:active': { cursor: 'grabbing' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 3 },
            }}
          />
        ))}
      </Box>
      {/* Visually hidden; px spelt out, since sx reads a bare 1 as 100 %. */}
      <Box
        aria-live="polite"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          m: '-1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {announced}
      </Box>
      {invalid && (
        <Typography id={problemId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
