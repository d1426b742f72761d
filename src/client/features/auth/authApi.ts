import type { AuthData, SuccessEnvelope, VerificationPurpose } from '../../../shared/api';
import { api } from '../../app/api';

type Envelope<T = undefined> = SuccessEnvelope<T>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Envelope<AuthData>, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<
      Envelope<AuthData>,
      { firstname: string; lastname: string; email: string; password: string }
    >({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    googleLogin: build.mutation<Envelope<AuthData>, { code: string }>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body }),
    }),
    resendToken: build.mutation<Envelope, { email: string; purpose?: VerificationPurpose }>({
      query: (body) => ({ url: '/auth/resend-token', method: 'POST', body }),
    }),
    verify: build.mutation<Envelope, { email: string; code: string; purpose?: VerificationPurpose }>({
      query: (body) => ({ url: '/auth/verify', method: 'POST', body }),
    }),
    passwordResetRequest: build.mutation<Envelope, { email: string }>({
      query: (body) => ({ url: '/auth/password-reset-request', method: 'POST', body }),
    }),
    passwordReset: build.mutation<Envelope, { email: string; code: string; password: string }>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
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
