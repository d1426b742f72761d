import type {
  DeleteAccountBody,
  DeleteAccountResponse,
  MeResponse,
  MessageResponse,
  PasswordUpdateBody,
  PasswordUpdateResponse,
  ProfileFields,
  ProfileResetResponse,
  ProfileResponse,
  ResetRequestBody,
} from '../../../shared/api';
import { api } from '../../app/api';

/** The profile form: its text fields as the multipart body names them, and the optional photo file. */
export type ProfileUpdate = Required<Pick<ProfileFields, 'firstname' | 'lastname'>> & {
  photo?: File | null;
  removePhoto?: boolean;
};

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({
      query: () => '/user/me',
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<ProfileResponse, ProfileUpdate>({
      query: ({ firstname, lastname, photo, removePhoto }) => {
        const fields: ProfileFields = { firstname, lastname, ...(!photo && removePhoto && { removePhoto: 'true' }) };
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        if (photo) body.append('photo', photo, photo.name);
        return { url: '/user/me/update', method: 'PATCH', body };
      },
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<PasswordUpdateResponse, PasswordUpdateBody>({
      query: (body) => ({ url: '/user/me/password/update', method: 'PATCH', body }),
    }),
    /** Deletes the account and everything in it; the body proves it is the owner asking. */
    deleteAccount: build.mutation<DeleteAccountResponse, DeleteAccountBody>({
      query: (body) => ({ url: '/user/me', method: 'DELETE', body }),
    }),
    /** Mails a code that proves the owner of an account without a password (made with Google). */
    mailAccountCode: build.mutation<MessageResponse, ResetRequestBody>({
      query: (body) => ({ url: '/auth/password-reset-request', method: 'POST', body }),
    }),
    /** Forgets the taste profile learned from the user's selections and rooms; sets are ranked afresh. */
    resetRecommendations: build.mutation<ProfileResetResponse, void>({
      query: () => ({ url: '/user/recommendations/profile', method: 'DELETE' }),
      invalidatesTags: ['Recommendation'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useResetRecommendationsMutation,
  useDeleteAccountMutation,
  useMailAccountCodeMutation,
} = settingsApi;
