/** What a designed picture of a room aims for (issue 16): the layout audit measures it, the camera choice aims at it. */
export const PICTURE_GOALS = {
  /** No piece hidden more than this share by the pieces in front of it. */
  maxHiddenShare: 0.2,
  meanHiddenShare: 0.05,
  /** The furnished region's share of the picture. */
  minCoverage: 0.45,
  /** Empty floor's share of the picture's lowest third. */
  maxEmptyLowerThird: 0.5,
} as const;

/** A picture's three figures, drawn or estimated. */
export interface GoalFigures {
  /** Per piece, the share of it hidden by the pieces in front of it. */
  hidden: readonly number[];
  coverage: number;
  emptyLowerThird: number;
}

/**
 * How far past each goal a picture is (its most hidden piece, its coverage, its empty floor): above 0 where it misses
 * the goal, below 0 by how much it clears it.
 */
export const goalMargins = ({ hidden, coverage, emptyLowerThird }: GoalFigures): number[] => [
  Math.max(0, ...hidden) - PICTURE_GOALS.maxHiddenShare,
  PICTURE_GOALS.minCoverage - coverage,
  emptyLowerThird - PICTURE_GOALS.maxEmptyLowerThird,
];

/** By how much a picture misses each goal (goalMargins); 0 where it meets it. */
export const goalGaps = (figures: GoalFigures): number[] => goalMargins(figures).map((gap) => Math.max(0, gap));
