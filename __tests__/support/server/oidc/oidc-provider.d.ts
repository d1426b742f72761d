// oidc-provider ships no types; this declares the part provider.mjs uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
    jwks: { keys: object[] };
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    features: { devInteractions: { enabled: boolean } };
    ttl: Record<string, number>;
    findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>;
  }

  /** The koa context of a request, as far as provider.mjs reads it. */
  interface Context {
    path: string;
    status: number;
    body?: { id_token?: string };
    oidc?: { entities?: { AuthorizationCode?: { accountId?: string } } };
  }

  class Client {}

  class Grant {
    constructor(fields: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  class AuthorizationCode {
    constructor(fields: {
      accountId: string;
      client: Client;
      grantId: string;
      scope: string;
      redirectUri: string;
      authTime: number;
    });
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    use(middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    Client: { find(id: string): Promise<Client | undefined> };
    Grant: typeof Grant;
    AuthorizationCode: typeof AuthorizationCode;
  }
}
