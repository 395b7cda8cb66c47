// The dialog that chooses a picture from the media library (docs/media.md), opened from a picture field of
// the content editor's forms and from the rich-text editor's Picture: a search over descriptions and file
// names, the pictures as a grid of buttons (newest first, 50 a page), and an upload, which adds the picture to the
// library and chooses it. A react-bootstrap Modal: labelled by its title, focus kept inside, Escape closes.
import { memo, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import { pagesFor } from '@common/content-model/kinds';

import { getMediaPage, PICTURE_TYPES, pictureName, MEDIA_SEARCH_DELAY_MS } from '@/lib/staff/media-library';

import { PageButtons } from './staff-paged-list';
import { usePictureUpload } from './use-picture-upload';
import { useStaffLoad } from './use-staff-load';

import './media-library.scss';

/** What choosing a picture gives its field: the picture's URL and its description in the library ('' for none). */
export interface ChosenPicture {
  url: string;
  alt: string;
  /** Marked as decoration in the library: no description on purpose. */
  decorative?: boolean;
  /** Its row in the library, and whether it was uploaded just now (a field then asks for its description). */
  id?: number;
  uploaded?: boolean;
}

export interface MediaPickerProps {
  show: boolean;
  onChoose: (picture: ChosenPicture) => void;
  onCancel: () => void;
}

const TITLE_ID = 'media-picker-title';

/**
 * The pictures a search finds, 50 at a time (a new search starts again at its first page: the picker keys it). Memo:
 * a key pressed in the search box does not draw the 50 pictures again.
 */
const Pictures = memo(function Pictures({ query, onChoose }: { query: string; onChoose: (picture: ChosenPicture) => void }) {
  const [page, setPage] = useState(1);
  const [pictures] = useStaffLoad(() => getMediaPage({ q: query, page }), [query, page]);
  if (pictures.state === 'loading') return <p role="status">Loading the pictures…</p>;
  if (pictures.state === 'failed') return <Alert variant="danger">{pictures.message}</Alert>;
  const { items: found, total, size } = pictures.data;
  const pages = pagesFor(total, size);
  if (found.length === 0)
    return (
      <p role="status">
        {query ? `No picture’s description or file name has “${query}”.` : 'The library has no pictures yet: upload one.'}
      </p>
    );
  return (
    <>
      <p role="status" id="media-picker-count" tabIndex={-1} className={pages > 1 ? undefined : 'visually-hidden'}>
        {total === 1 ? 'One picture' : `${total.toLocaleString('en-IN')} pictures`}
        {pages > 1 && `, page ${pictures.data.page} of ${pages}`}
      </p>
      <ul className="media-grid">
        {found.map((picture) => (
          <li key={picture.id}>
            <button
              type="button"
              className="media-grid__choice"
              onClick={() => onChoose({ url: picture.url, alt: picture.alt, decorative: picture.decorative, id: picture.id })}
            >
              <img src={picture.thumbnail} alt="" width={160} height={120} loading="lazy" decoding="async" />
              <span className="media-grid__name">{pictureName(picture)}</span>
              {!picture.alt && (
                <span className={picture.decorative ? 'media-grid__note media-grid__note--decorative' : 'media-grid__note'}>
                  <span className="visually-hidden">, </span>
                  {picture.decorative ? 'Decoration: no description' : 'No description'}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <PageButtons
        label="Pages of pictures"
        page={pictures.data.page}
        pages={pages}
        onPage={setPage}
        top="media-picker-count"
        className="mt-3"
      />
    </>
  );
});

export function MediaPicker({ show, onChoose, onCancel }: MediaPickerProps) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const { uploading, error: uploadError, upload: uploadFile } = usePictureUpload();

  // The list follows the search once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), MEDIA_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await uploadFile(file);
    if ('picture' in outcome) onChoose({ ...outcome.picture, uploaded: true });
  };

  return (
    <Modal
      show={show}
      onHide={onCancel}
      size="lg"
      aria-labelledby={TITLE_ID}
      scrollable
      animation={false}
      className="media-picker"
      backdropClassName="media-picker__backdrop"
    >
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id={TITLE_ID} as="h2" className="h4">
          Choose a picture
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="media-picker__tools">
          <Form.Group controlId="media-picker-search" className="media-picker__search">
            <Form.Label>Search descriptions and file names</Form.Label>
            <Form.Control type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </Form.Group>
          <Form.Group controlId="media-picker-upload" className="media-picker__upload">
            <Form.Label>Or upload a new picture (PNG, JPEG, WebP or SVG, up to 20 MB)</Form.Label>
            <Form.Control
              type="file"
              accept={PICTURE_TYPES}
              disabled={uploading}
              isInvalid={Boolean(uploadError)}
              aria-describedby={uploadError ? 'media-picker-upload-message' : undefined}
              onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
            />
            {uploadError && (
              <Form.Control.Feedback type="invalid" id="media-picker-upload-message">
                {uploadError}
              </Form.Control.Feedback>
            )}
            {uploading && <p role="status">Uploading…</p>}
          </Form.Group>
        </div>
        {show && <Pictures key={query} query={query} onChoose={onChoose} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
