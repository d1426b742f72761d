import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isTokenUsable } from './token';

export interface AuthState {
  /** The JWT of API.md; persisted as `authToken`. */
  token: string | null;
  /** The first name shown in greetings; persisted as `user`. */
  user: string | null;
}

export const initialAuthState: AuthState = { token: null, user: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; firstname?: string | null }>) {
      state.token = action.payload.token;
      if (action.payload.firstname !== undefined) state.user = action.payload.firstname;
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
    },
  },
});

export const { signedIn, tokenRenewed, userNameChanged, signedOut } = authSlice.actions;
export default authSlice.reducer;

export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectUserName = (state: { auth: AuthState }) => state.auth.user;
/** Signed in means a stored token whose exp has not passed. */
export const selectIsSignedIn = (state: { auth: AuthState }) => isTokenUsable(state.auth.token);

export function capitalize(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : '';
}
