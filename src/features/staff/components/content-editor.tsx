// The content editor: pick a kind, see its items in their order, then create, edit, move, delete,
// read an item's history and restore it; a service links to its page on the site.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';

import { hrefs } from '@/config/paths';

import { CONTENT_KINDS, deleteItem, listItems, reorderItems, type ContentItem, type ContentKindView } from '../api/content';
import { failureMessage } from '../api/staff-request';

import { ContentHistory } from './content-history';
import { ContentItemForm } from './content-item-form';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import { useStaffLoad } from './use-staff-load';

type Panel = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; item: ContentItem } | { kind: 'history'; item: ContentItem };

const KIND_OPTIONS = CONTENT_KINDS.map((kind) => [kind.route, kind.plural] as const);

const parentOf = (kind: ContentKindView, item: ContentItem) => (kind.parentField ? (item[kind.parentField] as number | null) : null);

export function ContentEditor() {
  const { handleFailure } = useStaffSession();
  const [route, setRoute] = useState(CONTENT_KINDS[1]!.route);
  const kind = CONTENT_KINDS.find((candidate) => candidate.route === route) ?? CONTENT_KINDS[0]!;
  const [reads, setReads] = useState(0);
  const [items] = useStaffLoad(() => listItems(kind), [kind.route, reads]);
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string }>();
  const [deleting, setDeleting] = useState<ContentItem>();
  const reload = (text?: string) => {
    setReads((n) => n + 1);
    setPanel({ kind: 'none' });
    setMessage(text ? { kind: 'success', text } : undefined);
  };
  const act = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      reload(done);
    } catch (failure) {
      handleFailure(failure);
      setMessage({ kind: 'danger', text: failureMessage(failure) });
    }
  };
  const move = (item: ContentItem, by: -1 | 1) => {
    if (items.state !== 'ready') return;
    const siblings = items.data.filter((other) => parentOf(kind, other) === parentOf(kind, item)).sort((a, b) => a.position - b.position);
    const ids = siblings.map((other) => other.id);
    const from = ids.indexOf(item.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void act(() => reorderItems(kind, parentOf(kind, item), ids), `Moved ${kind.label.toLowerCase()} ${item.id}.`);
  };
  const choose = (value: string) => {
    setRoute(value);
    setPanel({ kind: 'none' });
    setMessage(undefined);
  };
  const titleOf = (item: ContentItem) => String(item[kind.titleField] ?? '') || `${kind.label} ${item.id}`;

  return (
    <>
      <div className="staff-filters">
        <StaffField id="content-kind" label="What to edit" value={route} options={KIND_OPTIONS} onChange={choose} className="" />
        <Button variant="primary" onClick={() => setPanel({ kind: 'new' })}>
          New {kind.label.toLowerCase()}
        </Button>
      </div>
      <div aria-live="polite">{message && <Alert variant={message.kind}>{message.text}</Alert>}</div>
      {panel.kind === 'new' && <ContentItemForm key="new" kind={kind} onSaved={() => reload(`${kind.label} created.`)} onCancel={() => setPanel({ kind: 'none' })} />}
      {panel.kind === 'edit' && (
        <ContentItemForm key={panel.item.id} kind={kind} item={panel.item} onSaved={() => reload(`${kind.label} ${panel.item.id} saved.`)} onCancel={() => setPanel({ kind: 'none' })} />
      )}
      {panel.kind === 'history' && (
        <ContentHistory kind={kind} item={panel.item} onRestored={() => reload(`${kind.label} ${panel.item.id} restored.`)} onClose={() => setPanel({ kind: 'none' })} />
      )}
      {items.state === 'loading' && <p role="status">Loading…</p>}
      {items.state === 'failed' && <Alert variant="danger">{items.message}</Alert>}
      {items.state === 'ready' && (
        <Table responsive className="staff-table align-middle">
          <caption className="visually-hidden">{kind.plural}, in their order</caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">{kind.fields.find((field) => field.name === kind.titleField)?.label ?? 'Title'}</th>
              {kind.parentField && <th scope="col">In</th>}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.data.map((item) => (
              <tr key={item.id}>
                <td>{item.id}</td>
                <th scope="row">{titleOf(item)}</th>
                {kind.parentField && <td>{String(parentOf(kind, item) ?? '')}</td>}
                <td>
                  <div className="d-flex flex-wrap gap-1">
                    <Button size="sm" variant="outline-primary" aria-label={`Edit ${titleOf(item)}`} onClick={() => setPanel({ kind: 'edit', item })}>
                      Edit
                    </Button>
                    <Button size="sm" variant="outline-secondary" aria-label={`Move ${titleOf(item)} up`} onClick={() => move(item, -1)}>
                      Up
                    </Button>
                    <Button size="sm" variant="outline-secondary" aria-label={`Move ${titleOf(item)} down`} onClick={() => move(item, 1)}>
                      Down
                    </Button>
                    <Button size="sm" variant="outline-secondary" aria-label={`History of ${titleOf(item)}`} onClick={() => setPanel({ kind: 'history', item })}>
                      History
                    </Button>
                    <Button size="sm" variant="outline-danger" aria-label={`Delete ${titleOf(item)}`} onClick={() => setDeleting(item)}>
                      Delete
                    </Button>
                    {kind.route === 'services' && (
                      <a className="btn btn-sm btn-link" href={hrefs.serviceDetails(item.id)} aria-label={`View ${titleOf(item)} on site`}>
                        View on site
                      </a>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Modal show={deleting !== undefined} onHide={() => setDeleting(undefined)} aria-labelledby="content-delete-title">
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="content-delete-title">Delete {deleting && titleOf(deleting)}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>It leaves the site at once, with everything inside it; its history keeps a copy you can restore.</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setDeleting(undefined)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const item = deleting!;
              setDeleting(undefined);
              void act(() => deleteItem(kind, item.id), `${kind.label} ${item.id} deleted.`);
            }}
          >
            Delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
