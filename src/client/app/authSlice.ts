import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isTokenUsable } from './token';

export interface AuthState {
  /** The JWT of API.md; persisted as `authToken`. */
  token: string | null;
  /** The first name shown in greetings; persisted as `user`. */
  user: string | null;
  /**
   * False from registration until the e-mail code is accepted: the server refuses the realtime
   * connection to such an account, so none is opened. Not persisted (a reload then tries once).
   */
  verified: boolean;
}

export const initialAuthState: AuthState = { token: null, user: null, verified: true };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; firstname?: string | null; verified?: boolean }>) {
      state.token = action.payload.token;
      state.verified = action.payload.verified ?? true;
      if (action.payload.firstname !== undefined) state.user = action.payload.firstname;
    },
    emailVerified(state) {
      state.verified = true;
    },
    tokenRenewed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userNameChanged(state, action: PayloadAction<string>) {
      state.user = action.payload;
    },
    /**
     * The session ends here (every user slice is emptied with it, see store.ts). `revoke`: the
     * person signed out, so the server is told to revoke the token too (selectionSync.ts sends it,
     * after any selection change still waiting); an expired or refused token needs no revoking.
     */
    signedOut(state, _action: PayloadAction<{ revoke: boolean } | undefined>) {
      state.token = null;
      state.user = null;
      state.verified = true;
    },
  },
});

export const { signedIn, emailVerified, tokenRenewed, userNameChanged, signedOut } = authSlice.actions;
export default authSlice.reducer;

export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectUserName = (state: { auth: AuthState }) => state.auth.user;
/** Signed in means a stored token whose exp has not passed. */
export const selectIsSignedIn = (state: { auth: AuthState }) => isTokenUsable(state.auth.token);

export function capitalize(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : '';
}
