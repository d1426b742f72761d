import { removeScaleServer } from './serverBuild';

export default function globalTeardown(): void {
  removeScaleServer();
}
