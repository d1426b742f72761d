import type { MeData, SuccessEnvelope, UserDto } from '../../../shared/api';
import { api } from '../../app/api';

export interface ProfileUpdate {
  firstname: string;
  lastname: string;
  photo?: File | null;
  removePhoto?: boolean;
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<SuccessEnvelope<MeData>, void>({
      query: () => '/user/me',
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<SuccessEnvelope<{ user: UserDto }>, ProfileUpdate>({
      query: ({ firstname, lastname, photo, removePhoto }) => {
        const body = new FormData();
        body.append('firstname', firstname);
        body.append('lastname', lastname);
        if (photo) body.append('photo', photo, photo.name);
        else if (removePhoto) body.append('removePhoto', 'true');
        return { url: '/user/me/update', method: 'PATCH', body };
      },
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<SuccessEnvelope<{ token: string }>, { currentPassword: string; password: string }>({
      query: (body) => ({ url: '/user/me/password/update', method: 'PATCH', body }),
    }),
  }),
});

export const { useGetMeQuery, useUpdateProfileMutation, useChangePasswordMutation } = settingsApi;
