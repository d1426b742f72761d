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
