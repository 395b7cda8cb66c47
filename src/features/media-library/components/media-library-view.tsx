// The Media page (owners and editors, docs/media.md): every uploaded picture, newest first, with its
// thumbnail, size, description (alt text, edited in place and saved with a confirmation, or "It only decorates")
// and where the content uses it; a search over descriptions and file names; an upload; and Delete, offered only for a picture
// nothing uses (else it says where it is used) and asked again before it goes.
import { useEffect, useState, type FormEvent } from 'react';
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
  setPictureAlt,
  uploadPicture,
  type MediaPicture,
  type MediaUse,
} from '@/lib/staff/media-library';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';
import { formatTime } from '@/lib/staff/format-time';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { PictureDescriptionField } from '@/components/staff-frame/picture-description-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import '@/components/staff-frame/media-library.scss';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

const STATE_WORDS: Readonly<Record<Exclude<MediaUse['state'], 'history'>, string>> = {
  live: '',
  draft: ' (a draft)',
  deleted: ' (in Recently deleted)',
};

/**
 * Why Delete is off, in words: the places staff can take it out of, and the history that keeps it (an earlier
 * version that can be restored with it), which no edit removes.
 */
function inUseReason(uses: readonly MediaUse[]): string {
  const kept = uses.filter((use) => use.state === 'history').length;
  const current = uses.length - kept;
  const items = kept === 1 ? 'an item' : `${kept} items`;
  if (current === 0) return `Kept by the history of ${items}: an earlier version there can be restored with it.`;
  const places = current === 1 ? 'that place' : `those ${current} places`;
  return `In use: take it out of ${places} first.${kept > 0 ? ` The history of ${items} keeps it too.` : ''}`;
}

/** One use in words: 'Article “Closing the books”: Cover picture (a draft)', 'In the history of the article “…”: …'. */
function wordsOfUse(use: MediaUse): string {
  if (use.state === 'history') return `In the history of the ${use.kindLabel.toLowerCase()} “${use.title}”: ${use.fieldLabel}`;
  return `${use.kindLabel} “${use.title}”: ${use.fieldLabel}${STATE_WORDS[use.state]}`;
}

function WhereUsed({ uses }: { uses: readonly MediaUse[] }) {
  if (uses.length === 0) return <>Not used</>;
  return (
    <ul className="media-uses">
      {uses.map((use, index) => (
        <li key={index}>{wordsOfUse(use)}</li>
      ))}
    </ul>
  );
}

/** A picture's description, edited in place, or its mark as decoration: Save sends it and says so. */
function DescriptionForm({ picture, onSaved }: { picture: MediaPicture; onSaved: (picture: MediaPicture, message: string) => void }) {
  const { handleFailure } = useStaffSession();
  const [alt, setAlt] = useState(picture.alt);
  const [decorative, setDecorative] = useState(picture.decorative);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const id = `media-${picture.id}-alt`;
  const changed = decorative ? !picture.decorative : alt.trim() !== picture.alt || picture.decorative;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setDone('');
    setFailure('');
    try {
      // The mark is sent when it is set or taken off; a description alone unmarks nothing it need not.
      const saved = await setPictureAlt(picture.id, decorative ? '' : alt, decorative || (picture.decorative ? false : undefined));
      const next = saved.picture ?? { ...picture, alt: decorative ? '' : alt.trim(), decorative };
      setAlt(next.alt);
      setDecorative(next.decorative);
      setDone(saved.message || 'Saved.');
      onSaved(next, saved.message);
    } catch (error) {
      handleFailure(error);
      setFailure(fieldMessages(error).alt ?? failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void save(event)} noValidate className="media-alt">
      <PictureDescriptionField
        id={id}
        label={`Description of ${pictureName(picture)}`}
        labelHidden
        value={alt}
        onChange={(text) => {
          setAlt(text);
          setDone('');
        }}
        decorative={decorative}
        onDecorative={(marked) => {
          setDecorative(marked);
          setDone('');
          setFailure('');
        }}
        pictureName={pictureName(picture)}
        failure={failure}
      />
      <Button type="submit" size="sm" variant={changed ? 'primary' : 'outline-secondary'} disabled={busy || !changed}>
        {busy ? 'Saving…' : 'Save description'}
      </Button>
      {done && (
        <p role="status" className="media-alt__done">
          {done}
        </p>
      )}
    </Form>
  );
}

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
