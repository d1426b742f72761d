// The editor's arrangement: every change is checked by the plan rules, and a refused one leaves
// the pieces where they were and says why.
import type { Layout, Placement } from '../../../shared/api';
import { refusalOf, type PlanPiece } from './planRules';

export interface EditorState {
  placements: Placement[];
  selected: number | null;
  /** Why the last change was refused; null after one that was taken. */
  refusal: string | null;
}

export type EditorAction =
  | { type: 'place'; changes: Record<number, Partial<Placement>> }
  | { type: 'select'; index: number | null }
  | { type: 'reset'; placements: Placement[] };

/** An angle in [0, 360), as the contract takes it (-360 to 360). */
export const normalAngle = (deg: number) => ((deg % 360) + 360) % 360;

export function editorReducer(room: Layout['room'], pieces: readonly PlanPiece[]) {
  return (state: EditorState, action: EditorAction): EditorState => {
    switch (action.type) {
      case 'select':
        return { ...state, selected: action.index };
      case 'reset':
        return { placements: action.placements, selected: null, refusal: null };
      case 'place': {
        const placements = state.placements.map((p, i) => {
          const change = action.changes[i];
          return change ? { ...p, ...change } : p;
        });
        const layout = { room, placements };
        const refusal = refusalOf(layout, pieces, Object.keys(action.changes).map(Number));
        return refusal ? { ...state, refusal } : { ...state, placements, refusal: null };
      }
    }
  };
}
