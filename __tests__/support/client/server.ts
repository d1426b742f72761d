import { http } from 'msw';
import { setupServer } from 'msw/node';
import { handlers, url } from './backend';
import { catalogHandlers } from './catalogHandlers';
import { recommendHandlers } from './recommendHandlers';
import { roomPhotoHandlers } from './roomPhotoHandlers';

// catalogHandlers first: its /user/me answers only for users with a saved selection.
export const server = setupServer(...catalogHandlers, ...recommendHandlers, ...roomPhotoHandlers, ...handlers);

export interface Gate {
  release: () => void;
}

/**
 * Holds the next matching request until release(); the request then falls through to the
 * regular handler (an MSW handler that returns nothing passes the request on).
 */
export function holdRequest(method: 'get' | 'post' | 'patch' | 'delete', path: string): Gate {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](
      url(path),
      async () => {
        await opened;
      },
      { once: true },
    ),
  );
  return { release };
}
