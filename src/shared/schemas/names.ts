// Names of the contract that need no zod: the SPA's first load imports them through ../api, and
// importing a schema module would put zod (about 27 KB gzip) into the login route's first load.

export const ERROR_CODES = [
  'validation',
  'invalid-credentials',
  'email-unverified',
  'email-taken',
  'code-invalid',
  'code-expired',
  'too-many-attempts',
  'rate-limited',
  'unauthorized',
  'token-expired',
  'invalid-token',
  'forbidden',
  'not-found',
  'payload-too-large',
  'unsupported-media-type',
  'google-not-configured',
  'google-failed',
  'internal',
  'unavailable',
] as const;

export const SOCKET_EVENTS = {
  visualizeRoom: 'visualize-room',
  progress: 'generation:progress',
  messageReceived: 'message:received',
  error: 'error',
} as const;
