// The Media page (owners and editors, docs/media.md): every uploaded picture, newest first, with its
// thumbnail, size, description (alt text, edited in place and saved with a confirmation, or "It only decorates")
// and where the content uses it; a search over descriptions and file names; an upload; and Delete, offered only for a picture
// nothing uses (else it says where it is used) and asked again before it goes.
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import {
  deletePicture,
  formatBytes,
  getMedia,
  MEDIA_SEARCH_DELAY_MS,
  PICTURE_TYPES,
  pictureName,
  uploadPicture,
  type MediaPicture,
} from '@/lib/staff/media-library';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';
import { formatTime } from '@/lib/staff/format-time';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import { DescriptionForm } from './media-description-form';
import { inUseReason, WhereUsed } from './media-where-used';

import '@/components/staff-frame/media-library.scss';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

export function MediaLibraryView() {
  const { handleFailure } = useStaffSession();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [round, setRound] = useState(0);
  const [pictures, setPictures] = useStaffLoad(() => getMedia(query), [query, round]);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<MediaPicture>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), MEDIA_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const outcome = (message: string, error?: unknown) => {
    if (error !== undefined) {
      handleFailure(error);
      setDone('');
      setFailure(message);
    } else {
      setFailure('');
      setDone(message);
    }
  };

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadPicture(file);
      outcome(
        uploaded.alt
          ? `${file.name} is in the library already, described as “${uploaded.alt}”.`
          : `Uploaded ${file.name}. Give it a description below.`,
      );
      setTyped('');
      setQuery('');
      setRound((value) => value + 1);
    } catch (error) {
      outcome(fieldMessages(error).file ?? failureMessage(error), error);
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  const remove = async (picture: MediaPicture) => {
    setBusy(true);
    try {
      outcome(await deletePicture(picture.id));
      setDeleting(undefined);
      setRound((value) => value + 1);
    } catch (error) {
      setDeleting(undefined);
      outcome(failureMessage(error), error);
    } finally {
      setBusy(false);
    }
  };

  const list = pictures.state === 'ready' ? pictures.data : [];
  return (
    <>
      <p>
        Every picture uploaded to the site. A description written here is read out to visitors who cannot see the picture, on every page
        that shows it without a description of its own.
      </p>
      <div className="media-picker__tools">
        <Form.Group controlId="media-search">
          <Form.Label>Search descriptions and file names</Form.Label>
          <Form.Control type="search" value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </Form.Group>
        <Form.Group controlId="media-upload">
          <Form.Label>Upload a picture (PNG, JPEG, WebP or SVG, up to 20 MB)</Form.Label>
          <Form.Control
            type="file"
            accept={PICTURE_TYPES}
            disabled={uploading}
            onChange={(event) => void upload(event.target as HTMLInputElement)}
          />
          {uploading && <p role="status">Uploading…</p>}
        </Form.Group>
      </div>
      <FormOutcome done={done} failure={failure} />
      {pictures.state === 'loading' && <p role="status">Loading the pictures…</p>}
      {pictures.state === 'failed' && <Alert variant="danger">{pictures.message}</Alert>}
      {pictures.state === 'ready' && (
        <StaffSection
          titleId="media-list"
          title={
            list.length === 0
              ? query
                ? `No picture’s description or file name has “${query}”`
                : 'No pictures yet'
              : `${plural(list.length, 'picture', 'pictures')}, newest first`
          }
        >
          {list.length > 0 && (
            <StaffTable
              caption="Uploaded pictures, newest first"
              columns={['Picture', 'File', 'Description', 'Used on']}
              className="staff-table staff-cards media-table"
              rows={list}
              rowKey={(picture) => picture.id}
            >
              {(picture) => {
                const used = picture.usedBy.length;
                const reason = inUseReason(picture.usedBy);
                const reasonId = `media-${picture.id}-in-use`;
                return (
                  <>
                    <td data-label="Picture">
                      <a
                        href={picture.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Open ${pictureName(picture)} in a new tab`}
                      >
                        <img
                          src={picture.thumbnail}
                          alt=""
                          width={160}
                          height={120}
                          loading="lazy"
                          decoding="async"
                          className="media-table__thumb"
                        />
                      </a>
                    </td>
                    <td data-label="File">
                      <div>
                        <span className="d-block">{picture.name || picture.url.slice(picture.url.lastIndexOf('/') + 1)}</span>
                        <span className="d-block text-body-secondary">
                          {picture.type.toUpperCase()}
                          {picture.width && picture.height ? `, ${picture.width}×${picture.height}` : ''}, {formatBytes(picture.bytes)}
                        </span>
                        <span className="d-block text-body-secondary">
                          {picture.uploadedBy
                            ? `${formatTime(picture.uploadedAt)} by ${picture.uploadedBy}`
                            : 'Uploaded before the library'}
                        </span>
                      </div>
                    </td>
                    <td data-label="Description">
                      <DescriptionForm
                        key={picture.id}
                        picture={picture}
                        onSaved={(saved) =>
                          setPictures(
                            list.map((other) =>
                              other.id === saved.id ? { ...other, alt: saved.alt, decorative: saved.decorative } : other,
                            ),
                          )
                        }
                      />
                    </td>
                    <td data-label="Used on">
                      <WhereUsed uses={picture.usedBy} />
                    </td>
                    <td>
                      {/* One cell of the stacked card on a phone: the reason stays under its button. */}
                      <div>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          disabled={used > 0}
                          aria-describedby={used > 0 ? reasonId : undefined}
                          aria-label={`Delete ${pictureName(picture)}`}
                          onClick={() => setDeleting(picture)}
                        >
                          Delete
                        </Button>
                        {used > 0 && (
                          <span id={reasonId} className="d-block small text-body-secondary">
                            {reason}
                          </span>
                        )}
                      </div>
                    </td>
                  </>
                );
              }}
            </StaffTable>
          )}
        </StaffSection>
      )}
      <Modal show={deleting !== undefined} onHide={() => setDeleting(undefined)} aria-labelledby="media-delete-title" animation={false}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="media-delete-title" as="h2" className="h4">
            Delete “{deleting ? pictureName(deleting) : ''}”?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>The picture and its resized copies are deleted from the server. Nothing on the site uses it.</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setDeleting(undefined)}>
            Keep it
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => deleting && void remove(deleting)}>
            Delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
