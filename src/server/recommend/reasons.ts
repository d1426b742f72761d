// Short, specific reasons a person can read: per piece and per set.
import { relation } from './colour';
import { scaleChecks, walkwayScore, type SetPiece } from './fit';
import { CATEGORIES as C } from '../../shared/constants';
import { styleAffinity } from './styleAffinity';
import type { Parts } from './scoring';
import type { RoomSize } from './types';

const lower = (s: string) => s.toLowerCase();

export function stylePhrase(pieceStyle: string, chosen: string): string {
  if (pieceStyle === chosen) return `Same ${chosen} style`;
  return styleAffinity(pieceStyle, chosen) >= 0.5
    ? `${pieceStyle}, a close cousin of ${chosen}`
    : `A ${pieceStyle} accent in a ${chosen} room`;
}

export function colourPhrase(color: string, walls: string): string {
  const c = lower(color);
  const w = `the ${lower(walls)} walls`;
  switch (relation(color, walls)) {
    case 'match':
      return `${c} matches ${w}`;
    case 'tone':
      return `${c} blends tone on tone with ${w}`;
    case 'neutral':
      return `${c} is a calm neutral against ${w}`;
    case 'analogous':
      return `${c} picks up the warmth of ${w}`;
    case 'contrast':
      return `${c} tones sit well with ${w}`;
    default:
      return `${c} is a bold contrast to ${w}`;
  }
}

function fitPhrase(piece: SetPiece, set: readonly SetPiece[]): string | undefined {
  if (piece.category === C.diningChairs && piece.quantity > 1) {
    const table = set.find((p) => p.category === C.diningTables);
    return table ? `${piece.quantity} to seat the ${table.row.widthCm} cm table` : `${piece.quantity} chairs`;
  }
  const check = scaleChecks(set).find((c) => c.piece === piece && c.score >= 0.8);
  if (piece.quantity > 1) return check ? `a pair, ${check.rule.says}` : `${piece.quantity} of them`;
  return check?.rule.says;
}

export function pieceReason(
  piece: SetPiece,
  set: readonly SetPiece[],
  parts: Parts,
  chosenStyle: string,
  walls: string,
) {
  const bits = [stylePhrase(piece.row.style, chosenStyle), colourPhrase(piece.row.color, walls)];
  const fit = fitPhrase(piece, set);
  if (fit) bits.push(fit);
  if (parts.personal >= 0.6) bits.push('close to what you usually pick');
  return bits.join('; ');
}

export function setReason(
  pieces: readonly SetPiece[],
  parts: Parts,
  chosenStyle: string,
  walls: string,
  room: RoomSize,
) {
  const same = pieces.filter((p) => p.row.style === chosenStyle).length;
  const others = [...new Set(pieces.filter((p) => p.row.style !== chosenStyle).map((p) => p.row.style))];
  const style =
    same === pieces.length
      ? `All ${chosenStyle}`
      : same > 0
        ? `${chosenStyle} with ${others.join(' and ')} pieces`
        : `${others.join(' and ')}, the nearest to ${chosenStyle}`;
  const weight = new Map<string, number>();
  for (const p of pieces)
    weight.set(p.row.color, (weight.get(p.row.color) ?? 0) + p.row.widthCm * p.row.depthCm * p.quantity);
  const colours = [...weight.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([c]) => lower(c));
  const colour =
    colours.length > 1
      ? `${colours[0]} with ${colours.slice(1).join(' and ')} against ${lower(walls)} walls`
      : `${colours[0]} against ${lower(walls)} walls`;
  const size = `${room.widthCm} × ${room.depthCm} cm room`;
  const fit = walkwayScore(pieces, room) >= 0.8 ? `leaves walkways in a ${size}` : `fits a ${size}`;
  const bits = [style, colour, fit];
  if (parts.price >= 0.7) bits.push('pieces in one price range');
  return bits.join('; ') + '.';
}
