// Uploads the picture a staff member chose, for every screen that takes one (the picture field, the picker, the
// media library): busy meanwhile, and on a failure the sentence that names what is wrong with the file, or why
// the server did not take it; a lost session leads to the sign-in page.
import { useState } from 'react';

import { uploadPicture, type UploadedPicture } from '@/lib/staff/media-library';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';

import { useStaffSession } from './staff-session';

export type PictureUploadOutcome = { picture: UploadedPicture } | { error: string };

export function usePictureUpload(): { uploading: boolean; upload: (file: File) => Promise<PictureUploadOutcome> } {
  const { handleFailure } = useStaffSession();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File): Promise<PictureUploadOutcome> => {
    setUploading(true);
    try {
      return { picture: await uploadPicture(file) };
    } catch (failure) {
      handleFailure(failure);
      return { error: fieldMessages(failure).file ?? failureMessage(failure) };
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
