import type {
  AuthResponse,
  GoogleBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResendBody,
  ResetBody,
  ResetRequestBody,
  VerifyBody,
} from '../../../shared/api';
import { api } from '../../app/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    googleLogin: build.mutation<AuthResponse, GoogleBody>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body }),
    }),
    resendToken: build.mutation<MessageResponse, ResendBody>({
      query: (body) => ({ url: '/auth/resend-token', method: 'POST', body }),
    }),
    verify: build.mutation<MessageResponse, VerifyBody>({
      query: (body) => ({ url: '/auth/verify', method: 'POST', body }),
    }),
    passwordResetRequest: build.mutation<MessageResponse, ResetRequestBody>({
      query: (body) => ({ url: '/auth/password-reset-request', method: 'POST', body }),
    }),
    passwordReset: build.mutation<MessageResponse, ResetBody>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    /** Revokes the ending session's token (sent after sign-out, so the token is passed in). */
    logout: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGoogleLoginMutation,
  useResendTokenMutation,
  useVerifyMutation,
  usePasswordResetRequestMutation,
  usePasswordResetMutation,
} = authApi;
