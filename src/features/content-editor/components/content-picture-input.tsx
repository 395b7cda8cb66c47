// A picture field of the content editor's forms: its address (typed), "Choose from library" (the media
// library's picker, docs/media.md) or an upload, which the library records. Choosing fills the field's
// description field too when it is empty. An upload without a description anywhere asks once for one, or whether it
// only decorates (the library keeps the answer). When the picture has no description anywhere — neither in the field
// beside it (when it has one) nor in the library — and is not marked as decoration, a warning says so under the field.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import type { ImageField } from '@common/content-model/fields';
import { UPLOADS_PATH, uploadPathOf } from '@common/media/picture-alts';
import { storedRaster, uploadCopyName, uploadWidths } from '@common/media/upload-names';

import { getPictureAt, PICTURE_TYPES } from '@/lib/staff/media-library';
import { MediaPicker, type ChosenPicture } from '@/components/staff-frame/media-picker';
import { StaffField } from '@/components/staff-frame/staff-field';
import { usePictureUpload } from '@/components/staff-frame/use-picture-upload';

import { ContentPictureDescribe } from './content-picture-describe';
import type { PictureAlt } from './content-picture-alt';

export interface ContentPictureInputProps {
  id: string;
  field: ImageField;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  pictureAlt?: PictureAlt;
}

/** The smallest stored copy of an upload (the upload itself for an SVG or an older upload), to show which picture it is. */
function thumbnailOf(path: string): string {
  const stored = storedRaster(path.slice(UPLOADS_PATH.length));
  return stored ? UPLOADS_PATH + uploadCopyName(stored.base, uploadWidths(stored.width)[0]!, 'webp') : path;
}

export const NO_DESCRIPTION_WARNING = 'This picture has no description for visitors who cannot see it.';

/** What the library says of a picture: its description ('' for none) and whether it only decorates. */
interface LibraryWords {
  alt: string;
  decorative: boolean;
}

/**
 * What the library says of an upload, once it is known; undefined while it is asked, or when it need not be (not an
 * upload, or the description field beside it has one).
 */
function useLibraryWords(url: string | undefined, known: ReadonlyMap<string, LibraryWords>): LibraryWords | undefined {
  const [found, setFound] = useState<{ url: string } & LibraryWords>();
  const asked = url !== undefined && !known.has(url);
  useEffect(() => {
    if (!asked) return undefined;
    let live = true;
    getPictureAt(url!).then(
      (picture) => {
        if (live) setFound({ url: url!, alt: picture?.alt ?? '', decorative: picture?.decorative ?? false });
      },
      // Not knowing is not a reason to warn.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [asked, url]);
  if (url === undefined) return undefined;
  if (known.has(url)) return known.get(url);
  return found?.url === url ? found : undefined;
}

export function ContentPictureInput({ id, field, value, onChange, error, pictureAlt }: ContentPictureInputProps) {
  const [picking, setPicking] = useState(false);
  // An upload can take tens of seconds: a phone photo's copies are made before the answer.
  const { uploading, error: uploadError, clearError, upload: uploadFile } = usePictureUpload();
  /** What the library says of pictures chosen or uploaded here, by URL. */
  const [known, setKnown] = useState<ReadonlyMap<string, LibraryWords>>(new Map());
  /** An upload without a description, whose description is asked for once. */
  const [asking, setAsking] = useState<{ url: string; id: number }>();
  const [answered, setAnswered] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = ({ url, alt, decorative = false, id: pictureId, uploaded }: ChosenPicture) => {
    setKnown((now) => new Map(now).set(url, { alt, decorative }));
    setPicking(false);
    clearError();
    setAnswered('');
    const undescribed = !alt && !decorative && (!pictureAlt || pictureAlt.value.trim() === '');
    setAsking(uploaded && undescribed && pictureId !== undefined ? { url, id: pictureId } : undefined);
    if (pictureAlt) pictureAlt.choose(url, alt);
    else onChange(url);
  };
  const answer = (url: string, words: LibraryWords, message: string) => {
    setKnown((now) => new Map(now).set(url, words));
    // The field's own description, when it has one, says the same (where it fits).
    if (pictureAlt && words.alt && pictureAlt.value.trim() === '' && words.alt.length <= pictureAlt.max) pictureAlt.describe(words.alt);
    setAnswered(message);
    closeQuestion();
  };
  const closeQuestion = () => {
    setAsking(undefined);
    // The question had the focus: it goes back to where the picture came from.
    fileInput.current?.focus();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await uploadFile(file);
    if ('picture' in outcome) choose({ ...outcome.picture, uploaded: true });
  };

  const upload_ = uploadPathOf(value.trim());
  // A field without a description field of its own (a service's picture, a share picture) has only the library's.
  const needsLibrary = upload_ && (!pictureAlt || pictureAlt.value.trim() === '') ? upload_ : undefined;
  const library = useLibraryWords(needsLibrary, known);
  // Asked while the picture is the field's and still has no description of its own; the warning waits meanwhile.
  const question = asking && asking.url === value.trim() && (!pictureAlt || pictureAlt.value.trim() === '') ? asking : undefined;
  const undescribed = needsLibrary !== undefined && library?.alt === '' && !library.decorative && !question;

  return (
    <div className="content-image-field mb-3">
      <StaffField
        id={id}
        label={field.label}
        value={value}
        onChange={onChange}
        error={error}
        className="mb-2"
        hint={
          field.help || undescribed ? (
            <>
              {field.help}
              {undescribed && (
                <span className="content-image-field__warning">
                  {field.help ? ' ' : ''}
                  {NO_DESCRIPTION_WARNING}{' '}
                  {pictureAlt ? `Describe it in “${pictureAlt.label}”, or once for every page under Media.` : 'Describe it under Media.'}
                </span>
              )}
            </>
          ) : undefined
        }
      />
      <div className="content-image-field__actions">
        {upload_ && <img src={thumbnailOf(upload_)} alt="" width={96} height={72} className="content-image-field__preview" />}
        <Button variant="outline-primary" size="sm" onClick={() => setPicking(true)} aria-describedby={`${id}-library-hint`}>
          Choose from library
        </Button>
        <span id={`${id}-library-hint`} className="visually-hidden">
          for {field.label}
        </span>
      </div>
      <Form.Group controlId={`${id}-file`}>
        <Form.Label>Or upload a picture (PNG, JPEG, WebP or SVG, up to 20 MB)</Form.Label>
        <Form.Control
          ref={fileInput}
          type="file"
          accept={PICTURE_TYPES}
          disabled={uploading}
          isInvalid={Boolean(uploadError)}
          aria-describedby={uploadError ? `${id}-file-message` : undefined}
          onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
        />
        {uploadError && (
          <Form.Control.Feedback type="invalid" id={`${id}-file-message`}>
            {uploadError}
          </Form.Control.Feedback>
        )}
        {uploading && <p role="status">Uploading…</p>}
      </Form.Group>
      {question && (
        <ContentPictureDescribe
          id={id}
          pictureId={question.id}
          onAnswered={(words, message) => answer(question.url, words, message)}
          onLater={closeQuestion}
        />
      )}
      {answered && (
        <p role="status" className="content-image-field__done">
          {answered}
        </p>
      )}
      <MediaPicker show={picking} onChoose={choose} onCancel={() => setPicking(false)} />
    </div>
  );
}
