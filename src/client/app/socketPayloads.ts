// What the server sends on the socket, checked against the shared schemas before it reaches the
// store. Loaded with socket.io-client after sign-in (loadSocketPayloads.ts), which keeps zod out
// of the login route's first load.
import { z } from 'zod';
import {
  generationProgressSchema,
  messageReceivedSchema,
  socketErrorSchema,
  visualizeAckSchema,
} from '../../shared/schemas/socket';

/** The payload as the contract shapes it (a fresh plain object), or undefined after saying why not. */
function reader<S extends z.ZodType>(what: string, schema: S) {
  return (payload: unknown): z.output<S> | undefined => {
    const result = schema.safeParse(payload);
    if (result.success) return result.data;
    console.error(`Socket: dropped a malformed ${what}:`, z.prettifyError(result.error));
    return undefined;
  };
}

export const readProgress = reader("'generation:progress' payload", generationProgressSchema);
export const readMessage = reader("'message:received' payload", messageReceivedSchema);
export const readError = reader("'error' payload", socketErrorSchema);
export const readAck = reader('visualize-room ack', visualizeAckSchema);
