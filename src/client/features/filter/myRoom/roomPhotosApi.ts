import type { RoomPhoto } from '../../../../shared/api';
import { api } from '../../../app/api';

interface PhotosAnswer {
  success: true;
  data: { photos: RoomPhoto[] };
}

interface PhotoAnswer {
  success: true;
  data: { photo: RoomPhoto };
}

/** API.md "Room photos": the user's own room pictures, listed with fresh signed URLs. */
export const roomPhotosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoomPhotos: build.query<RoomPhoto[], void>({
      query: () => '/user/room-photos',
      transformResponse: (answer: PhotosAnswer) => answer.data.photos,
      providesTags: ['RoomPhoto'],
    }),
    uploadRoomPhoto: build.mutation<RoomPhoto, File>({
      query: (file) => {
        const body = new FormData();
        body.append('photo', file, file.name);
        return { url: '/user/room-photos', method: 'POST', body };
      },
      transformResponse: (answer: PhotoAnswer) => answer.data.photo,
      invalidatesTags: ['RoomPhoto'],
    }),
    deleteRoomPhoto: build.mutation<void, string>({
      query: (id) => ({ url: `/user/room-photos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['RoomPhoto'],
    }),
  }),
});

export const { useGetRoomPhotosQuery, useUploadRoomPhotoMutation, useDeleteRoomPhotoMutation } = roomPhotosApi;
