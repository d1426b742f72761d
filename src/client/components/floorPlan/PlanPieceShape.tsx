import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Placement } from '../../../shared/api';
import { turnedExtent } from '../../../shared/layoutRules';
import type { PlanPiece } from './planRules';

export const MOVE_STEP_CM = 10;
export const BIG_MOVE_STEP_CM = 50;
/** A press that moves less than this (px) is a click: it selects the piece. */
const CLICK_SLOP_PX = 4;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Props {
  piece: PlanPiece;
  placement: Placement;
  selected: boolean;
  fontCm: number;
  /** Centimetres of the plan per pixel on screen, read when a drag starts. */
  cmPerPx: () => number;
  onPlace: (change: Partial<Placement>) => void;
  onRotate: (stepDeg: number) => void;
  onSelect: () => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  scale: number;
  moved: boolean;
}

/** Keeps a label inside its piece: about 0.6 em per character. */
function fit(label: string, widthCm: number, fontCm: number) {
  const room = Math.max(3, Math.floor(widthCm / (fontCm * 0.6)));
  return label.length <= room ? label : `${label.slice(0, room - 1)}…`;
}

/** The floor a piece at an angle takes by the layout rules (its upright bounds), dashed. */
function Bounds({ x, y, extent }: { x: number; y: number; extent: { w: number; d: number } }) {
  return <rect className="bounds" x={x - extent.w / 2} y={y - extent.d / 2} width={extent.w} height={extent.d} />;
}

/** How wide the turned piece is across the plan, where its label runs. */
function across(angleDeg: number, w: number, d: number) {
  const a = (angleDeg * Math.PI) / 180;
  return Math.abs(w * Math.cos(a)) + Math.abs(d * Math.sin(a));
}

/** One piece seen from above: its footprint, a bar on its front, its name; draggable and keyboard-movable. */
export function PlanPieceShape({ piece, placement, selected, fontCm, cmPerPx, onPlace, onRotate, onSelect }: Props) {
  const drag = useRef<Drag | null>(null);
  const shape = useRef<SVGGElement>(null);
  // A touch on a piece drags it rather than scrolling the page (touch-action is not honoured on SVG
  // shapes, and React's touch listeners are passive); a touch on the floor still scrolls.
  useEffect(() => {
    const g = shape.current;
    const hold = (e: TouchEvent) => e.preventDefault();
    g?.addEventListener('touchstart', hold, { passive: false });
    return () => g?.removeEventListener('touchstart', hold);
  }, []);
  const [offset, setOffset] = useState<[number, number] | null>(null);
  const { widthCm: w, depthCm: d } = piece.size;
  const x = placement.xCm + (offset?.[0] ?? 0);
  const y = placement.yCm + (offset?.[1] ?? 0);

  const onPointerDown = (e: PointerEvent<SVGGElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.currentTarget.focus();
    drag.current = { pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, scale: cmPerPx(), moved: false };
  };
  const onPointerMove = (e: PointerEvent<SVGGElement>) => {
    const g = drag.current;
    if (!g || g.pointerId !== e.pointerId) return;
    const dx = e.clientX - g.startX;
    const dy = e.clientY - g.startY;
    if (!g.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
    g.moved = true;
    setOffset([dx * g.scale, dy * g.scale]);
  };
  const end = (e: PointerEvent<SVGGElement>, commit: boolean) => {
    const g = drag.current;
    if (!g || g.pointerId !== e.pointerId) return;
    drag.current = null;
    setOffset(null);
    if (!commit) return;
    if (!g.moved) {
      onSelect();
      return;
    }
    const dx = (e.clientX - g.startX) * g.scale;
    const dy = (e.clientY - g.startY) * g.scale;
    onPlace({ xCm: Math.round(placement.xCm + dx), yCm: Math.round(placement.yCm + dy) });
  };

  const onKeyDown = (e: KeyboardEvent<SVGGElement>) => {
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const step = e.shiftKey ? BIG_MOVE_STEP_CM : MOVE_STEP_CM;
      onPlace({ xCm: placement.xCm + arrow[0] * step, yCm: placement.yCm + arrow[1] * step });
    } else if (e.key === 'r' || e.key === 'R') {
      e.preventDefault();
      onRotate(e.shiftKey ? 45 : 90);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect();
    }
  };

  const name = `${piece.label}, ${Math.round(placement.xCm)} cm from the left wall, ${Math.round(
    placement.yCm,
  )} cm from the back wall, turned ${Math.round(placement.angleDeg)}°`;

  return (
    <>
      <g
        ref={shape}
        className="plan-piece"
        role="button"
        tabIndex={0}
        aria-label={name}
        aria-pressed={selected}
        data-dragging={offset ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => end(e, true)}
        onPointerCancel={(e) => end(e, false)}
        onKeyDown={onKeyDown}
      >
        <g transform={`translate(${x} ${y}) rotate(${placement.angleDeg})`}>
          <rect className="focus-ring" x={-w / 2 - 6} y={-d / 2 - 6} width={w + 12} height={d + 12} rx={6} />
          <rect className="footprint" x={-w / 2} y={-d / 2} width={w} height={d} rx={3} />
          <rect className="front" x={-w / 2} y={d / 2 - Math.min(8, d / 5)} width={w} height={Math.min(8, d / 5)} />
        </g>
      </g>
      {placement.angleDeg % 90 !== 0 && <Bounds x={x} y={y} extent={turnedExtent(piece.size, placement.angleDeg)} />}
      <text x={x} y={y} fontSize={fontCm} textAnchor="middle" dominantBaseline="central" aria-hidden>
        {fit(piece.label, across(placement.angleDeg, w, d), fontCm)}
      </text>
    </>
  );
}
