// Where the plan draws the window and the door: the shared rules the compositor draws and the
// planner keeps clear (src/shared/roomOpenings.ts). The renderer draws no door; it is on the right
// wall near the front, which the camera does not show, so the picture and the plan never disagree.
export { DOOR_WIDTH_CM, doorSpan, windowSpan, type WallSpan } from '../../../shared/roomOpenings';
