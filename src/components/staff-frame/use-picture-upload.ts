// Uploads the picture a staff member chose, for every screen that takes one (the picture field, the picker, the
// media library): busy meanwhile, and on a failure the sentence that names what is wrong with the file, or why
// the server did not take it; a lost session leads to the sign-in page.
import { useState } from 'react';

import { uploadPicture, type UploadedPicture } from '@/lib/staff/media-library';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';

import { useStaffSession } from './staff-session';

export type PictureUploadOutcome = { picture: UploadedPicture } | { error: string };

export interface PictureUpload {
  uploading: boolean;
  /** Why the last upload was refused ('' while none was, and from the next upload on). */
  error: string;
  clearError: () => void;
  upload: (file: File) => Promise<PictureUploadOutcome>;
}

export function usePictureUpload(): PictureUpload {
  const { handleFailure } = useStaffSession();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const upload = async (file: File): Promise<PictureUploadOutcome> => {
    setUploading(true);
    setError('');
    try {
      return { picture: await uploadPicture(file) };
    } catch (failure) {
      handleFailure(failure);
      const sentence = fieldMessages(failure).file ?? failureMessage(failure);
      setError(sentence);
      return { error: sentence };
    } finally {
      setUploading(false);
    }
  };
  return { uploading, error, clearError: () => setError(''), upload };
}
