// The Media page (owners and editors, docs/media.md): every uploaded picture, newest first and 50 a page (the
// page and the search kept in the address), with its thumbnail, size, description (alt text, edited in place and saved with a confirmation, or "It only decorates")
// and where the content uses it; a search over descriptions and file names; an upload; and Delete, offered only for a picture
// nothing uses (else it says where it is used) and asked again before it goes.
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useSearchParams } from 'react-router-dom';

import { pagesFor } from '@common/content-model/kinds';

import {
  deletePicture,
  formatBytes,
  getMediaPage,
  MEDIA_SEARCH_DELAY_MS,
  PICTURE_TYPES,
  pictureName,
  type MediaPicture,
} from '@/lib/staff/media-library';
import { failureMessage } from '@/lib/staff/staff-request';
import { formatTime } from '@/lib/staff/format-time';
import { toId } from '@/lib/validate';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { PageButtons } from '@/components/staff-frame/staff-paged-list';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { usePictureUpload } from '@/components/staff-frame/use-picture-upload';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import { DescriptionForm } from './media-description-form';
import { inUseReason, WhereUsed } from './media-where-used';

import '@/components/staff-frame/media-library.scss';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** The address's search of a list: its words and its page, each left out when it is the default. */
const addressOf = (q: string, page: number) =>
  new URLSearchParams([...(q ? [['q', q]] : []), ...(page > 1 ? [['page', String(page)]] : [])]);

/**
 * The search box: the list follows it once typing pauses, from its first page (the address replaced, not added to).
 * What is typed is its own state, so a key pressed draws the box again, not the list's 50 rows.
 */
function SearchBox({ query, onSearch }: { query: string; onSearch: (wanted: string) => void }) {
  const [typed, setTyped] = useState(query);
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === query) return undefined;
    const timer = setTimeout(() => onSearch(wanted), MEDIA_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, query, onSearch]);
  return (
    <Form.Group controlId="media-search">
      <Form.Label>Search descriptions and file names</Form.Label>
      <Form.Control type="search" value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
    </Form.Group>
  );
}

export function MediaLibraryView() {
  const { handleFailure } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const page = toId(params.get('page')) ?? 1;
  const [round, setRound] = useState(0);
  /** Upload clears the search box: its count remounts it. */
  const [uploads, setUploads] = useState(0);
  const [pictures, setPictures] = useStaffLoad(() => getMediaPage({ q: query, page }), [query, page, round]);
  const search = useCallback((wanted: string) => setParams(addressOf(wanted, 1), { replace: true }), [setParams]);
  const { uploading, upload: uploadFile } = usePictureUpload();
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<MediaPicture>();
  const [busy, setBusy] = useState(false);

  /** Says how an action went: done, or why not. */
  const outcome = (message: string, failed = false) => {
    setDone(failed ? '' : message);
    setFailure(failed ? message : '');
  };

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const uploaded = await uploadFile(file);
    input.value = '';
    if ('error' in uploaded) {
      outcome(uploaded.error, true);
      return;
    }
    const { alt } = uploaded.picture;
    outcome(alt ? `${file.name} is in the library already, described as “${alt}”.` : `Uploaded ${file.name}. Give it a description below.`);
    // The new picture is the first of the whole list.
    setUploads((value) => value + 1);
    setParams(addressOf('', 1));
    setRound((value) => value + 1);
  };

  const remove = async (picture: MediaPicture) => {
    setBusy(true);
    try {
      outcome(await deletePicture(picture.id));
      setDeleting(undefined);
      setRound((value) => value + 1);
    } catch (error) {
      setDeleting(undefined);
      handleFailure(error);
      outcome(failureMessage(error), true);
    } finally {
      setBusy(false);
    }
  };

  const list = pictures.state === 'ready' ? pictures.data.items : [];
  const total = pictures.state === 'ready' ? pictures.data.total : 0;
  const pages = pictures.state === 'ready' ? pagesFor(total, pictures.data.size) : 1;
  const shownPage = pictures.state === 'ready' ? pictures.data.page : page;
  return (
    <>
      <p>
        Every picture uploaded to the site. A description written here is read out to visitors who cannot see the picture, on every page
        that shows it without a description of its own.
      </p>
      <div className="media-picker__tools">
        <SearchBox key={uploads} query={query} onSearch={search} />
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
              : `${plural(total, 'picture', 'pictures')}, newest first${pages > 1 ? `, page ${shownPage} of ${pages}` : ''}`
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
                const used = picture.usedCount.current + picture.usedCount.history;
                const reason = inUseReason(picture.usedCount);
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
                          pictures.state === 'ready' &&
                          setPictures({
                            ...pictures.data,
                            items: list.map((other) =>
                              other.id === saved.id ? { ...other, alt: saved.alt, decorative: saved.decorative } : other,
                            ),
                          })
                        }
                      />
                    </td>
                    <td data-label="Used on">
                      <WhereUsed uses={picture.usedBy} count={picture.usedCount} />
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
          <PageButtons
            label="Pages of pictures"
            page={shownPage}
            pages={pages}
            onPage={(next) => setParams(addressOf(query, next))}
            top="media-list"
          />
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
